// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IProposalText {
    function proposalName(uint256 proposalID) external view returns (string memory);
    function proposalDescription(uint256 proposalID) external view returns (string memory);
}

/// The per-proposal contract `proposalParams(id).proposalContract` points at, where the API reads `name()` and
/// `description()` (as from mainnet's proposal contracts). The text itself is stored in the governance contract.
contract GovernanceProposal {
    address public immutable governance;
    uint256 public immutable proposalID;

    constructor(uint256 proposalID_) {
        governance = msg.sender;
        proposalID = proposalID_;
    }

    function name() external view returns (string memory) {
        return IProposalText(governance).proposalName(proposalID);
    }

    function description() external view returns (string memory) {
        return IProposalText(governance).proposalDescription(proposalID);
    }
}
