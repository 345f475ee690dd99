// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ISFC {
    function getLockedStake(address delegator, uint256 validatorID) external view returns (uint256);
}
