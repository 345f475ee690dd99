// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {PlacedOwnable} from "./PlacedOwnable.sol";

/// OpenZeppelin's ERC20 for placed code. OpenZeppelin keeps name and symbol in private storage written by its
/// constructor, which never runs here, so this token keeps its metadata in its own storage, written by the
/// initialiser, and answers `name`, `symbol` and `decimals` from it. Balances, allowances, transfers and events
/// are OpenZeppelin's. It adds `increaseAllowance` / `decreaseAllowance`, which OpenZeppelin 5 dropped and the
/// wallets and tools of Fantom's era still call for their "Allow" steps.
abstract contract PlacedERC20 is ERC20, PlacedOwnable {
    string private _tokenName;
    string private _tokenSymbol;
    uint8 private _tokenDecimals;

    /// `decreaseAllowance` below zero.
    error ERC20FailedDecreaseAllowance(address spender, uint256 currentAllowance, uint256 requestedDecrease);

    constructor() ERC20("", "") {}

    function _initToken(address owner_, string memory name_, string memory symbol_, uint8 decimals_)
        internal
        onlyInitializing
    {
        _initOwner(owner_);
        _tokenName = name_;
        _tokenSymbol = symbol_;
        _tokenDecimals = decimals_;
    }

    function name() public view virtual override returns (string memory) {
        return _tokenName;
    }

    function symbol() public view virtual override returns (string memory) {
        return _tokenSymbol;
    }

    function decimals() public view virtual override returns (uint8) {
        return _tokenDecimals;
    }

    function increaseAllowance(address spender, uint256 addedValue) public virtual returns (bool) {
        address owner_ = _msgSender();
        _approve(owner_, spender, allowance(owner_, spender) + addedValue);
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtractedValue) public virtual returns (bool) {
        address owner_ = _msgSender();
        uint256 current = allowance(owner_, spender);
        if (current < subtractedValue) revert ERC20FailedDecreaseAllowance(spender, current, subtractedValue);
        unchecked {
            _approve(owner_, spender, current - subtractedValue);
        }
        return true;
    }
}
