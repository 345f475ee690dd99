// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The collateral-ratio rules the reward distribution asks fMint about.
interface IFantomMintRewardRules {
    function rewardIsEligible(address account) external view returns (bool);
    function rewardCanClaim(address account) external view returns (bool);
}
