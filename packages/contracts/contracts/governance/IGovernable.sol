// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Voting weights, as fantom-govern's "governable" adapters give them.
interface IGovernable {
    /// Everything that may vote: the SFC's total active stake.
    function getTotalWeight() external view returns (uint256);
    /// What a validator (by its auth address) votes with for itself: its validator's whole received stake.
    function getReceivedWeight(address addr) external view returns (uint256);
    /// What `from` votes with through its delegation to the validator whose auth address is `to`.
    function getWeight(address from, address to) external view returns (uint256);
}
