// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {ISFC} from "./ISFC.sol";

interface ISFTMToken {
    function mint(address to, uint256 amount) external returns (bool);
    function burnFrom(address account, uint256 amount) external;
    function allowance(address owner, address spender) external view returns (uint256);
}

/// Fluid staking: 1 sFTM per locked FTM, top-up only. Outstanding sFTM blocks unlocking, undelegating and
/// withdrawing in the SFC. The owner can switch minting off, as mainnet did on 2022-12-16.
contract StakeTokenizer is PlacedOwnable {
    address public sfc;
    address public sFTMTokenAddress;
    bool public mintingEnabled;

    mapping(address => mapping(uint256 => uint256)) public outstandingSFTM;

    event MintingEnabledChanged(bool enabled);

    function initialize(address owner_, address sfc_, address sFTM_) external initializer {
        _initOwner(owner_);
        sfc = sfc_;
        sFTMTokenAddress = sFTM_;
        mintingEnabled = true;
    }

    function setMintingEnabled(bool enabled) external onlyOwner {
        mintingEnabled = enabled;
        emit MintingEnabledChanged(enabled);
    }

    function _updateSFTMTokenAddress(address addr) external onlyOwner {
        sFTMTokenAddress = addr;
    }

    function mintSFTM(uint256 toValidatorID) external {
        require(mintingEnabled, "sFTM minting is disabled");
        address delegator = msg.sender;
        uint256 lockedStake = ISFC(sfc).getLockedStake(delegator, toValidatorID);
        require(lockedStake > 0, "delegation isn't locked up");
        uint256 outstanding = outstandingSFTM[delegator][toValidatorID];
        require(lockedStake > outstanding, "sFTM is already minted");
        outstandingSFTM[delegator][toValidatorID] = lockedStake;
        ISFTMToken(sFTMTokenAddress).mint(delegator, lockedStake - outstanding);
    }

    function redeemSFTM(uint256 validatorID, uint256 amount) external {
        address delegator = msg.sender;
        require(outstandingSFTM[delegator][validatorID] >= amount, "low outstanding sFTM balance");
        require(ISFTMToken(sFTMTokenAddress).allowance(delegator, address(this)) >= amount, "insufficient allowance");
        outstandingSFTM[delegator][validatorID] -= amount;
        ISFTMToken(sFTMTokenAddress).burnFrom(delegator, amount);
    }

    function allowedToWithdrawStake(address sender, uint256 validatorID) public view returns (bool) {
        return outstandingSFTM[sender][validatorID] == 0;
    }

    function checkAllowedToWithdrawStake(address sender, uint256 validatorID) external view {
        require(allowedToWithdrawStake(sender, validatorID), "outstanding sFTM balance");
    }
}
