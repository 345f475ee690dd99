// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {PlacedERC20} from "../base/PlacedERC20.sol";

/// An fMint synthetic (FUSD, fEUR): an 18-decimal ERC-20 that only its minters (fMint) create and destroy. fMint
/// mints the debt minus the fee and, on repay, burns with `burnFrom` against the allowance the user gave it, which
/// is why repaying has an Allow step. Pausable by its owner, like mainnet's FUSD.
contract SynthToken is PlacedERC20, Pausable {
    mapping(address => bool) public isMinter;

    event MinterChanged(address indexed account, bool allowed);

    modifier onlyMinter() {
        require(isMinter[msg.sender], "MinterRole: caller does not have the Minter role");
        _;
    }

    function initialize(address owner_, string calldata name_, string calldata symbol_) external initializer {
        _initToken(owner_, name_, symbol_, 18);
    }

    function setMinter(address account, bool allowed) external onlyOwner {
        isMinter[account] = allowed;
        emit MinterChanged(account, allowed);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    function mint(address to, uint256 amount) external onlyMinter returns (bool) {
        _mint(to, amount);
        return true;
    }

    function burnFrom(address account, uint256 amount) external onlyMinter {
        _spendAllowance(account, msg.sender, amount);
        _burn(account, amount);
    }

    function _update(address from, address to, uint256 value) internal override whenNotPaused {
        super._update(from, to, value);
    }
}
