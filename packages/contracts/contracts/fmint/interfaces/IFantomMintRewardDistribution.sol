// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// What fMint tells the reward distribution: an account's debt is about to change.
interface IFantomMintRewardDistribution {
    function rewardUpdate(address account) external;
}
