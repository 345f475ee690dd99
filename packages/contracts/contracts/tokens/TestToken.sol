// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {PlacedERC20} from "../base/PlacedERC20.sol";

/// ERC-20 test token (the devnet's tUSDC, tDAI, tBTC) with any decimals; the owner and the minters it names mint,
/// holders burn their own or, with an allowance, someone else's.
contract TestToken is PlacedERC20, ERC20Burnable {
    mapping(address => bool) public isMinter;

    event MinterChanged(address indexed account, bool allowed);

    function initialize(address owner_, string calldata name_, string calldata symbol_, uint8 decimals_)
        external
        initializer
    {
        _initToken(owner_, name_, symbol_, decimals_);
        isMinter[owner_] = true;
    }

    function setMinter(address account, bool allowed) external onlyOwner {
        isMinter[account] = allowed;
        emit MinterChanged(account, allowed);
    }

    function mint(address to, uint256 amount) external returns (bool) {
        require(isMinter[msg.sender], "caller is not a minter");
        _mint(to, amount);
        return true;
    }

    function name() public view override(ERC20, PlacedERC20) returns (string memory) {
        return PlacedERC20.name();
    }

    function symbol() public view override(ERC20, PlacedERC20) returns (string memory) {
        return PlacedERC20.symbol();
    }

    function decimals() public view override(ERC20, PlacedERC20) returns (uint8) {
        return PlacedERC20.decimals();
    }
}
