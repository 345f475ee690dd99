// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IStakeTokenizer {
    function allowedToWithdrawStake(address sender, uint256 validatorID) external view returns (bool);
}
