// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedERC20} from "../base/PlacedERC20.sol";

/// Staked FTM: minted and burnt only by its minters (the tokenizer). Transfers and allowances need the sender or
/// the receiving side to be whitelisted, as on mainnet (that is why the wallet hides "Send" for sFTM); the
/// tokenizer and fMint (sFTM is fMint collateral) are whitelisted by the deploy steps.
contract SFTM is PlacedERC20 {
    mapping(address => bool) public isMinter;
    mapping(address => bool) public isWhitelisted;

    event MinterChanged(address indexed account, bool allowed);
    event WhitelistChanged(address indexed account, bool allowed);

    function initialize(address owner_) external initializer {
        _initToken(owner_, "Staked FTM", "SFTM", 18);
    }

    function setMinter(address account, bool allowed) external onlyOwner {
        isMinter[account] = allowed;
        emit MinterChanged(account, allowed);
    }

    function setWhitelisted(address account, bool allowed) external onlyOwner {
        isWhitelisted[account] = allowed;
        emit WhitelistChanged(account, allowed);
    }

    modifier onlyWhitelisted(address counterparty) {
        require(isWhitelisted[msg.sender] || isWhitelisted[counterparty], "SFTM: not whitelisted");
        _;
    }

    function mint(address to, uint256 amount) external returns (bool) {
        require(isMinter[msg.sender], "MinterRole: caller does not have the Minter role");
        _mint(to, amount);
        return true;
    }

    function burnFrom(address account, uint256 amount) external {
        _spendAllowance(account, msg.sender, amount);
        _burn(account, amount);
    }

    function transfer(address to, uint256 amount) public override onlyWhitelisted(to) returns (bool) {
        return super.transfer(to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) public override onlyWhitelisted(to) returns (bool) {
        return super.transferFrom(from, to, amount);
    }

    function approve(address spender, uint256 amount) public override onlyWhitelisted(spender) returns (bool) {
        return super.approve(spender, amount);
    }

    function increaseAllowance(address spender, uint256 added) public override onlyWhitelisted(spender) returns (bool) {
        return super.increaseAllowance(spender, added);
    }
}
