// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {PlacedERC20} from "../base/PlacedERC20.sol";

/// Wrapped FTM with the mainnet contract's shape: deposit/withdraw return an error code (zero amount gives 1
/// instead of reverting), the token is pausable by its owner (transfers too), and there is no receive/fallback,
/// so plain FTM sent to it reverts. Unwrapping pays out with `transfer` (2300 gas), as on mainnet.
contract WrappedFtm is PlacedERC20, Pausable {
    uint256 public constant ERR_NO_ERROR = 0;
    uint256 public constant ERR_INVALID_ZERO_VALUE = 1;

    function initialize(address owner_) external initializer {
        _initToken(owner_, "Wrapped Fantom", "WFTM", 18);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    function deposit() external payable whenNotPaused returns (uint256) {
        if (msg.value == 0) return ERR_INVALID_ZERO_VALUE;
        _mint(msg.sender, msg.value);
        return ERR_NO_ERROR;
    }

    function withdraw(uint256 amount) external whenNotPaused returns (uint256) {
        if (amount == 0) return ERR_INVALID_ZERO_VALUE;
        _burn(msg.sender, amount);
        payable(msg.sender).transfer(amount);
        return ERR_NO_ERROR;
    }

    function _update(address from, address to, uint256 value) internal override whenNotPaused {
        super._update(from, to, value);
    }
}
