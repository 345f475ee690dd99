// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {PlacedERC20} from "../base/PlacedERC20.sol";

/// A token posing as a known one (the devnet places it as 'tUSDC' beside the real tUSDC), for testing that the
/// wallet's pre-sign simulation trusts balances, not logs (never deploy it anywhere but the devnet). `airdrop()`
/// logs a Transfer of 1,000 tokens to the caller without crediting anything.
contract LookalikeToken is PlacedERC20 {
    function initialize(address owner_, string calldata name_, string calldata symbol_, uint8 decimals_)
        external
        initializer
    {
        _initToken(owner_, name_, symbol_, decimals_);
    }

    function airdrop() external {
        emit Transfer(address(this), msg.sender, 1000 * 10 ** uint256(decimals()));
    }

    function name() public view override returns (string memory) {
        return PlacedERC20.name();
    }

    function symbol() public view override returns (string memory) {
        return PlacedERC20.symbol();
    }

    function decimals() public view override returns (uint8) {
        return PlacedERC20.decimals();
    }
}
