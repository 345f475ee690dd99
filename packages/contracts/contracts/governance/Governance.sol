// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {GovernanceProposal} from "./GovernanceProposal.sol";
import {IGovernable} from "./IGovernable.sol";

/// Governance with fantom-govern's voting ABI (mainnet 0x7C3b85a7…770E), simplified: the owner creates
/// proposals, whose data this contract stores (each gets a tiny GovernanceProposal contract for `name()` and
/// `description()`); there are no templates, fees or task queue, and anyone may `resolve(id)` a proposal that is
/// due. Executable proposals execute nothing: resolving one with a winner counts as its execution, unless it
/// comes more than `maxExecutionPeriod` after the voting's end (status 8, execution expired).
///
/// Votes are kept per (voter, delegatedTo, proposal). A validator (its auth address) votes for itself with its
/// whole received stake; a delegator voting through it takes its own stake out of the validator's vote
/// (`overriddenWeight`), and cancelling gives it back. Tally: least resistant consensus (LRC).
contract Governance is PlacedOwnable, ReentrancyGuard {
    uint256 public constant STATUS_INITIAL = 0;
    uint256 public constant STATUS_RESOLVED = 1;
    uint256 public constant STATUS_FAILED = 2;
    uint256 public constant STATUS_CANCELED = 4;
    uint256 public constant STATUS_EXECUTION_EXPIRED = 8;

    uint256 public constant maxOptions = 10;
    uint256 public constant maxExecutionPeriod = 3 days;
    uint256 public constant proposalFee = 0;
    /// Proposal type of every proposal here (mainnet's plain-text type).
    uint256 private constant PLAIN_TEXT = 1;
    /// `executable` of an executable proposal (mainnet's delegatecall proposals).
    uint8 private constant EXECUTABLE_DELEGATECALL = 2;
    uint256 private constant UNIT = 1e18;

    struct NewProposal {
        string name;
        string description;
        bytes32[] options;
        /// Non-decreasing, the last (largest) entry non-zero: agreement of each opinion level.
        uint256[] opinionScales;
        /// Quorum, as a share of the total weight (1e18 = 100 %).
        uint256 minVotes;
        /// Lowest agreement ratio an option needs to win (1e18 = 100 %).
        uint256 minAgreement;
        uint256 votingStartTime;
        uint256 votingMinEndTime;
        uint256 votingMaxEndTime;
        bool executable;
    }

    struct Params {
        uint8 executable;
        uint256 minVotes;
        uint256 minAgreement;
        uint256[] opinionScales;
        bytes32[] options;
        address proposalContract;
        uint256 votingStartTime;
        uint256 votingMinEndTime;
        uint256 votingMaxEndTime;
    }

    struct State {
        uint256 winnerOptionID;
        uint256 votes;
        uint256 status;
    }

    struct OptionState {
        uint256 votes;
        uint256 agreement;
    }

    struct Vote {
        uint256 weight;
        uint256[] choices;
    }

    IGovernable public governableContract;
    uint256 public lastProposalID;

    mapping(uint256 => Params) private _params;
    mapping(uint256 => State) private _state;
    mapping(uint256 => mapping(uint256 => OptionState)) private _options;
    mapping(uint256 => string) private _names;
    mapping(uint256 => string) private _descriptions;
    /// voter → delegatedTo → proposal → vote
    mapping(address => mapping(address => mapping(uint256 => Vote))) private _votes;
    /// validator → proposal → the weight its delegators took out of its vote by voting themselves
    mapping(address => mapping(uint256 => uint256)) public overriddenWeight;

    event ProposalCreated(uint256 proposalID);
    event ProposalResolved(uint256 proposalID);
    event ProposalRejected(uint256 proposalID);
    event ProposalCanceled(uint256 proposalID);
    event ProposalExecutionExpired(uint256 proposalID);
    event Voted(address voter, address delegatedTo, uint256 proposalID, uint256[] choices, uint256 weight);
    event VoteCanceled(address voter, address delegatedTo, uint256 proposalID);
    event VoteWeightOverridden(address voter, uint256 diff);
    event VoteWeightUnOverridden(address voter, uint256 diff);

    function initialize(address owner_, address governable_) external initializer {
        _initOwner(owner_);
        governableContract = IGovernable(governable_);
    }

    // ------------------------------------------------------------------------------------------------------
    // Proposals

    function createProposal(NewProposal calldata p) external onlyOwner returns (uint256 proposalID) {
        require(p.options.length != 0 && p.options.length <= maxOptions, "wrong number of options");
        uint256 levels = p.opinionScales.length;
        require(levels >= 2 && p.opinionScales[levels - 1] != 0, "wrong opinion scales");
        for (uint256 i = 1; i < levels; i++) {
            require(p.opinionScales[i - 1] <= p.opinionScales[i], "wrong opinion scales");
        }
        require(p.minVotes <= UNIT && p.minAgreement <= UNIT, "ratio above 100 %");
        require(
            p.votingStartTime <= p.votingMinEndTime && p.votingMinEndTime <= p.votingMaxEndTime,
            "wrong voting period"
        );
        proposalID = ++lastProposalID;
        Params storage params = _params[proposalID];
        params.executable = p.executable ? EXECUTABLE_DELEGATECALL : 0;
        params.minVotes = p.minVotes;
        params.minAgreement = p.minAgreement;
        params.opinionScales = p.opinionScales;
        params.options = p.options;
        params.votingStartTime = p.votingStartTime;
        params.votingMinEndTime = p.votingMinEndTime;
        params.votingMaxEndTime = p.votingMaxEndTime;
        params.proposalContract = address(new GovernanceProposal(proposalID));
        _names[proposalID] = p.name;
        _descriptions[proposalID] = p.description;
        emit ProposalCreated(proposalID);
    }

    /// The owner withdraws a proposal nobody has voted on yet (status 4).
    function cancelProposal(uint256 proposalID) external onlyOwner {
        _requireActive(proposalID);
        require(_state[proposalID].votes == 0, "voting has already begun");
        _state[proposalID].status = STATUS_CANCELED;
        emit ProposalCanceled(proposalID);
    }

    /// True once `resolve(proposalID)` would succeed: voting reached its minimum end with a winner, or its
    /// maximum end.
    function isResolvable(uint256 proposalID) public view returns (bool) {
        if (!_exists(proposalID) || _state[proposalID].status != STATUS_INITIAL) return false;
        Params storage p = _params[proposalID];
        if (block.timestamp < p.votingMinEndTime) return false;
        (bool resolved, , ) = calculateVotingTally(proposalID);
        return resolved || block.timestamp >= p.votingMaxEndTime;
    }

    /// Anyone may resolve a due proposal: resolved (1) with its winner, failed (2) without one, or execution
    /// expired (8) for an executable proposal resolved too late.
    function resolve(uint256 proposalID) external nonReentrant {
        _requireActive(proposalID);
        require(isResolvable(proposalID), "proposal can't be resolved yet");
        (bool resolved, uint256 winnerID, ) = calculateVotingTally(proposalID);
        State storage s = _state[proposalID];
        Params storage p = _params[proposalID];
        if (!resolved) {
            s.status = STATUS_FAILED;
            emit ProposalRejected(proposalID);
            return;
        }
        s.winnerOptionID = winnerID;
        if (p.executable != 0 && block.timestamp > p.votingMaxEndTime + maxExecutionPeriod) {
            s.status = STATUS_EXECUTION_EXPIRED;
            emit ProposalExecutionExpired(proposalID);
        } else {
            s.status = STATUS_RESOLVED;
            emit ProposalResolved(proposalID);
        }
    }

    // ------------------------------------------------------------------------------------------------------
    // Votes

    function vote(address delegatedTo, uint256 proposalID, uint256[] calldata choices) external nonReentrant {
        if (delegatedTo == address(0)) delegatedTo = msg.sender;
        _requireActive(proposalID);
        Params storage p = _params[proposalID];
        require(block.timestamp >= p.votingStartTime, "proposal voting has't begun");
        Vote storage v = _votes[msg.sender][delegatedTo][proposalID];
        require(v.choices.length == 0, "vote already exists");
        require(choices.length == p.options.length, "wrong number of choices");
        uint256 weight = delegatedTo == msg.sender
            ? _ownWeight(msg.sender, proposalID)
            : governableContract.getWeight(msg.sender, delegatedTo);
        require(weight != 0, "zero weight");
        v.weight = weight;
        v.choices = choices;
        _addVote(proposalID, choices, weight);
        if (delegatedTo != msg.sender) {
            overriddenWeight[delegatedTo][proposalID] += weight;
            _recountOwnVote(delegatedTo, proposalID);
            emit VoteWeightOverridden(delegatedTo, weight);
        }
        emit Voted(msg.sender, delegatedTo, proposalID, choices, weight);
    }

    function cancelVote(address delegatedTo, uint256 proposalID) external nonReentrant {
        if (delegatedTo == address(0)) delegatedTo = msg.sender;
        Vote storage v = _votes[msg.sender][delegatedTo][proposalID];
        require(v.choices.length != 0, "doesn't exist");
        require(_state[proposalID].status == STATUS_INITIAL, "proposal isn't active");
        uint256 weight = v.weight;
        _removeVote(proposalID, v.choices, weight);
        delete _votes[msg.sender][delegatedTo][proposalID];
        if (delegatedTo != msg.sender) {
            overriddenWeight[delegatedTo][proposalID] -= weight;
            _recountOwnVote(delegatedTo, proposalID);
            emit VoteWeightUnOverridden(delegatedTo, weight);
        }
        emit VoteCanceled(msg.sender, delegatedTo, proposalID);
    }

    /// A validator's vote for itself: its received stake less what its delegators vote with themselves.
    function _ownWeight(address validator, uint256 proposalID) private view returns (uint256) {
        uint256 received = governableContract.getReceivedWeight(validator);
        uint256 overridden = overriddenWeight[validator][proposalID];
        return received > overridden ? received - overridden : 0;
    }

    /// Re-weighs a validator's own vote (if it has one) after a delegator voted or cancelled through it.
    function _recountOwnVote(address validator, uint256 proposalID) private {
        Vote storage own = _votes[validator][validator][proposalID];
        if (own.choices.length == 0) return;
        uint256 weight = _ownWeight(validator, proposalID);
        if (weight == own.weight) return;
        _removeVote(proposalID, own.choices, own.weight);
        _addVote(proposalID, own.choices, weight);
        own.weight = weight;
    }

    function _addVote(uint256 proposalID, uint256[] memory choices, uint256 weight) private {
        uint256[] storage scales = _params[proposalID].opinionScales;
        uint256 maxScale = scales[scales.length - 1];
        for (uint256 i = 0; i < choices.length; i++) {
            require(choices[i] < scales.length, "wrong opinion ID");
            OptionState storage o = _options[proposalID][i];
            o.votes += weight;
            o.agreement += (weight * scales[choices[i]]) / maxScale;
        }
        _state[proposalID].votes += weight;
    }

    function _removeVote(uint256 proposalID, uint256[] memory choices, uint256 weight) private {
        uint256[] storage scales = _params[proposalID].opinionScales;
        uint256 maxScale = scales[scales.length - 1];
        for (uint256 i = 0; i < choices.length; i++) {
            OptionState storage o = _options[proposalID][i];
            o.votes -= weight;
            o.agreement -= (weight * scales[choices[i]]) / maxScale;
        }
        _state[proposalID].votes -= weight;
    }

    function _exists(uint256 proposalID) private view returns (bool) {
        return proposalID != 0 && proposalID <= lastProposalID;
    }

    function _requireActive(uint256 proposalID) private view {
        require(_exists(proposalID), "proposal with a given ID doesnt exist");
        require(_state[proposalID].status == STATUS_INITIAL, "proposal isn't active");
    }

    // ------------------------------------------------------------------------------------------------------
    // Reads

    function proposalParams(uint256 proposalID)
        external
        view
        returns (
            uint256 pType,
            uint8 executable,
            uint256 minVotes,
            uint256 minAgreement,
            uint256[] memory opinionScales,
            bytes32[] memory options,
            address proposalContract,
            uint256 votingStartTime,
            uint256 votingMinEndTime,
            uint256 votingMaxEndTime
        )
    {
        Params storage p = _params[proposalID];
        return (
            _exists(proposalID) ? PLAIN_TEXT : 0,
            p.executable,
            p.minVotes,
            p.minAgreement,
            p.opinionScales,
            p.options,
            p.proposalContract,
            p.votingStartTime,
            p.votingMinEndTime,
            p.votingMaxEndTime
        );
    }

    function proposalName(uint256 proposalID) external view returns (string memory) {
        return _names[proposalID];
    }

    function proposalDescription(uint256 proposalID) external view returns (string memory) {
        return _descriptions[proposalID];
    }

    function proposalState(uint256 proposalID)
        external
        view
        returns (uint256 winnerOptionID, uint256 votes, uint256 status)
    {
        State storage s = _state[proposalID];
        return (s.winnerOptionID, s.votes, s.status);
    }

    function proposalOptionState(uint256 proposalID, uint256 optionID)
        external
        view
        returns (uint256 votes, uint256 agreementRatio, uint256 agreement)
    {
        OptionState storage o = _options[proposalID][optionID];
        return (o.votes, _agreementRatio(o), o.agreement);
    }

    function getVote(address from, address delegatedTo, uint256 proposalID)
        external
        view
        returns (uint256 weight, uint256[] memory choices)
    {
        Vote storage v = _votes[from][delegatedTo][proposalID];
        return (v.weight, v.choices);
    }

    /// Quorum: total votes ≥ total weight × minVotes. Winner: the option with the highest agreement ratio among
    /// those at or above minAgreement (the lowest option ID on a tie); none gives winnerID = number of options.
    function calculateVotingTally(uint256 proposalID)
        public
        view
        returns (bool proposalResolved, uint256 winnerID, uint256 votes)
    {
        Params storage p = _params[proposalID];
        votes = _state[proposalID].votes;
        uint256 optionsCount = p.options.length;
        winnerID = optionsCount;
        uint256 quorum = (governableContract.getTotalWeight() * p.minVotes) / UNIT;
        if (votes == 0 || votes < quorum) return (false, winnerID, votes);
        uint256 best = 0;
        for (uint256 i = 0; i < optionsCount; i++) {
            uint256 ratio = _agreementRatio(_options[proposalID][i]);
            if (ratio < p.minAgreement) continue;
            if (winnerID == optionsCount || ratio > best) {
                best = ratio;
                winnerID = i;
            }
        }
        return (winnerID != optionsCount, winnerID, votes);
    }

    function _agreementRatio(OptionState storage o) private view returns (uint256) {
        return o.votes == 0 ? 0 : (o.agreement * UNIT) / o.votes;
    }
}
