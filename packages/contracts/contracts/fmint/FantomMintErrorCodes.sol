// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The error codes fMint's non-reverting calls return (`deposit`, `mint`, `rewardClaim` …); their `must…` twins
/// revert with a message instead. Values are the mainnet contracts'.
abstract contract FantomMintErrorCodes {
    uint256 public constant ERR_NO_ERROR = 0x0;
    uint256 public constant ERR_ZERO_AMOUNT = 0x1000;
    uint256 public constant ERR_LOW_AMOUNT = 0x1001;
    uint256 public constant ERR_LOW_BALANCE = 0x1002;
    uint256 public constant ERR_LOW_ALLOWANCE = 0x1003;
    uint256 public constant ERR_LOW_COLLATERAL_RATIO = 0x1005;
    uint256 public constant ERR_DEPOSIT_PROHIBITED = 0x1006;
    uint256 public constant ERR_MINTING_PROHIBITED = 0x1007;
    uint256 public constant ERR_NO_VALUE = 0x1008;
    uint256 public constant ERR_NO_REWARD = 0x100a;
    uint256 public constant ERR_REWARD_CLAIM_REJECTED = 0x100b;
    uint256 public constant ERR_REWARDS_EARLY = 0xf01;
    uint256 public constant ERR_REWARDS_NONE = 0xf02;
    uint256 public constant ERR_REWARDS_DEPLETED = 0xf03;
}
