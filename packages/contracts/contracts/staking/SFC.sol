// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {IStakeTokenizer} from "./IStakeTokenizer.sol";

/// Staking contract for the local Opera devnet. ABI-compatible with Fantom's SFC v3 ("303") where the wallet
/// and the API can see it; epochs are sealed by a privileged account with full uptime and no fees, and
/// rewards are paid from the contract's own (pre-funded) balance instead of node-driver minting.
contract SFC is PlacedOwnable {
    uint256 private constant DECIMAL_UNIT = 1e18;

    uint256 public constant OK_STATUS = 0;
    uint256 public constant WITHDRAWN_BIT = 1;
    uint256 public constant OFFLINE_BIT = 1 << 3;
    uint256 public constant DOUBLESIGN_BIT = 1 << 7;

    struct Validator {
        uint256 status;
        uint256 deactivatedTime;
        uint256 deactivatedEpoch;
        uint256 receivedStake;
        uint256 createdEpoch;
        uint256 createdTime;
        address auth;
    }

    struct Rewards {
        uint256 lockupExtraReward;
        uint256 lockupBaseReward;
        uint256 unlockedReward;
    }

    struct LockedDelegation {
        uint256 lockedStake;
        uint256 fromEpoch;
        uint256 endTime;
        uint256 duration;
    }

    struct WithdrawalRequest {
        uint256 epoch;
        uint256 time;
        uint256 amount;
    }

    struct EpochSnapshot {
        uint256 endTime;
        uint256 epochFee;
        uint256 totalBaseRewardWeight;
        uint256 totalTxRewardWeight;
        uint256 baseRewardPerSecond;
        uint256 totalStake;
        uint256 totalSupply;
    }

    // Constants of the network. Public getters with the SFC's names; initialised to mainnet values and
    // changeable only by the owner (tests use short periods through the setters, never another deployment).
    uint256 public minSelfStake;
    uint256 public maxDelegatedRatio;
    uint256 public validatorCommission;
    uint256 public contractCommission;
    uint256 public unlockedRewardRatio;
    uint256 public minLockupDuration;
    uint256 public maxLockupDuration;
    uint256 public withdrawalPeriodEpochs;
    uint256 public withdrawalPeriodTime;
    uint256 public baseRewardPerSecond;

    address public epochSealer;
    address public stakeTokenizerAddress;

    uint256 public currentSealedEpoch;
    uint256 public lastValidatorID;
    uint256 public totalStake;
    uint256 public totalActiveStake;
    uint256 public totalSlashedStake;
    uint256 public totalPenalty;
    uint256 public totalSupply;

    mapping(uint256 => Validator) public getValidator;
    mapping(address => uint256) public getValidatorID;
    mapping(uint256 => bytes) public getValidatorPubkey;
    mapping(uint256 => uint256) public slashingRefundRatio;

    mapping(address => mapping(uint256 => uint256)) public getStake;
    mapping(address => mapping(uint256 => LockedDelegation)) public getLockupInfo;
    mapping(address => mapping(uint256 => Rewards)) public getStashedLockupRewards;
    mapping(address => mapping(uint256 => uint256)) public stashedRewardsUntilEpoch;
    mapping(address => mapping(uint256 => mapping(uint256 => WithdrawalRequest))) public getWithdrawalRequest;
    mapping(address => mapping(uint256 => Rewards)) private _rewardsStash;

    mapping(uint256 => EpochSnapshot) public getEpochSnapshot;
    mapping(uint256 => uint256[]) private _epochValidatorIDs;
    mapping(uint256 => mapping(uint256 => uint256)) private _epochReceivedStake;
    mapping(uint256 => mapping(uint256 => uint256)) private _epochAccumulatedRewardPerToken;
    mapping(uint256 => uint256) private _accumulatedRewardPerToken;

    event Delegated(address indexed delegator, uint256 indexed toValidatorID, uint256 amount);
    event Undelegated(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount);
    event Withdrawn(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount);
    event ClaimedRewards(
        address indexed delegator,
        uint256 indexed toValidatorID,
        uint256 lockupExtraReward,
        uint256 lockupBaseReward,
        uint256 unlockedReward
    );
    event RestakedRewards(
        address indexed delegator,
        uint256 indexed toValidatorID,
        uint256 lockupExtraReward,
        uint256 lockupBaseReward,
        uint256 unlockedReward
    );
    event LockedUpStake(address indexed delegator, uint256 indexed validatorID, uint256 duration, uint256 amount);
    event UnlockedStake(address indexed delegator, uint256 indexed validatorID, uint256 amount, uint256 penalty);
    event CreatedValidator(uint256 indexed validatorID, address indexed auth, uint256 createdEpoch, uint256 createdTime);
    event DeactivatedValidator(uint256 indexed validatorID, uint256 deactivatedEpoch, uint256 deactivatedTime);
    event ChangedValidatorStatus(uint256 indexed validatorID, uint256 status);
    event UpdatedSlashingRefundRatio(uint256 indexed validatorID, uint256 refundRatio);
    event UpdatedBaseRewardPerSecond(uint256 value);
    event UpdatedConstants();
    event SealedEpoch(uint256 indexed epoch, uint256 endTime, uint256 totalReward);

    modifier onlySealer() {
        require(msg.sender == epochSealer || msg.sender == owner(), "caller is not the epoch sealer");
        _;
    }

    /// Storage is set here because anvil_setCode places runtime code without running a constructor.
    function initialize(address owner_, address sealer, uint256 totalSupply_) external initializer {
        _initOwner(owner_);
        epochSealer = sealer;
        totalSupply = totalSupply_;
        minSelfStake = 500_000 * DECIMAL_UNIT;
        maxDelegatedRatio = 16 * DECIMAL_UNIT;
        validatorCommission = (15 * DECIMAL_UNIT) / 100;
        contractCommission = (30 * DECIMAL_UNIT) / 100;
        unlockedRewardRatio = (30 * DECIMAL_UNIT) / 100;
        minLockupDuration = 14 days;
        maxLockupDuration = 365 days;
        withdrawalPeriodEpochs = 3;
        withdrawalPeriodTime = 7 days;
        baseRewardPerSecond = 6183414351851851852;
        getEpochSnapshot[0].endTime = block.timestamp;
    }

    function version() external pure returns (bytes3) {
        return "303";
    }

    /// The API asks for a ConstantsManager when the SFC lacks the getters; this SFC has them itself.
    function constsAddress() external view returns (address) {
        return address(this);
    }

    receive() external payable {}

    // ----------------------------------------------------------------------------------------------------
    // Owner settings (test hooks)

    function updateConstants(
        uint256 minSelfStake_,
        uint256 maxDelegatedRatio_,
        uint256 validatorCommission_,
        uint256 unlockedRewardRatio_,
        uint256 minLockupDuration_,
        uint256 maxLockupDuration_,
        uint256 withdrawalPeriodEpochs_,
        uint256 withdrawalPeriodTime_
    ) external onlyOwner {
        require(maxDelegatedRatio_ >= DECIMAL_UNIT, "too small value");
        require(validatorCommission_ <= DECIMAL_UNIT && unlockedRewardRatio_ <= DECIMAL_UNIT, "too large value");
        require(minLockupDuration_ <= maxLockupDuration_ && maxLockupDuration_ != 0, "incorrect duration");
        minSelfStake = minSelfStake_;
        maxDelegatedRatio = maxDelegatedRatio_;
        validatorCommission = validatorCommission_;
        unlockedRewardRatio = unlockedRewardRatio_;
        minLockupDuration = minLockupDuration_;
        maxLockupDuration = maxLockupDuration_;
        withdrawalPeriodEpochs = withdrawalPeriodEpochs_;
        withdrawalPeriodTime = withdrawalPeriodTime_;
        emit UpdatedConstants();
    }

    function updateBaseRewardPerSecond(uint256 value) external onlyOwner {
        baseRewardPerSecond = value;
        emit UpdatedBaseRewardPerSecond(value);
    }

    function updateStakeTokenizerAddress(address addr) external onlyOwner {
        stakeTokenizerAddress = addr;
    }

    function updateEpochSealer(address sealer) external onlyOwner {
        epochSealer = sealer;
    }

    /// Sets status bits (OFFLINE = 8, DOUBLESIGN = 128) so tests and the seed can show offline and cheating
    /// validators. As on Opera, a status only ever grows.
    function setValidatorStatus(uint256 validatorID, uint256 status) external onlyOwner {
        require(_validatorExists(validatorID), "validator doesn't exist");
        require(status != OK_STATUS, "wrong status");
        _setValidatorDeactivated(validatorID, status);
    }

    function deactivateValidator(uint256 validatorID, uint256 status) external onlyOwner {
        require(_validatorExists(validatorID), "validator doesn't exist");
        require(status != OK_STATUS, "wrong status");
        _setValidatorDeactivated(validatorID, status);
    }

    function updateSlashingRefundRatio(uint256 validatorID, uint256 refundRatio) external onlyOwner {
        require(isSlashed(validatorID), "validator isn't slashed");
        require(refundRatio <= DECIMAL_UNIT, "must be less than or equal to 1.0");
        slashingRefundRatio[validatorID] = refundRatio;
        emit UpdatedSlashingRefundRatio(validatorID, refundRatio);
    }

    // ----------------------------------------------------------------------------------------------------
    // Validators

    function createValidator(bytes calldata pubkey) external payable {
        require(msg.value >= minSelfStake, "insufficient self-stake");
        require(pubkey.length > 0, "empty pubkey");
        _createValidator(msg.sender, pubkey);
        _delegate(msg.sender, lastValidatorID, msg.value);
    }

    /// Owner-created validator with any self-stake (even zero), paid by the owner and credited to `auth`:
    /// the devnet needs validators below the mainnet minimum and one with no stake at all.
    function createValidatorFor(address auth, bytes calldata pubkey) external payable onlyOwner {
        _createValidator(auth, pubkey);
        if (msg.value != 0) _delegate(auth, lastValidatorID, msg.value);
    }

    function _createValidator(address auth, bytes calldata pubkey) internal {
        require(getValidatorID[auth] == 0, "validator already exists");
        uint256 validatorID = ++lastValidatorID;
        getValidatorID[auth] = validatorID;
        Validator storage v = getValidator[validatorID];
        v.auth = auth;
        v.createdEpoch = currentEpoch();
        v.createdTime = block.timestamp;
        getValidatorPubkey[validatorID] = pubkey;
        emit CreatedValidator(validatorID, auth, v.createdEpoch, v.createdTime);
    }

    function getSelfStake(uint256 validatorID) public view returns (uint256) {
        return getStake[getValidator[validatorID].auth][validatorID];
    }

    function isSlashed(uint256 validatorID) public view returns (bool) {
        return getValidator[validatorID].status & DOUBLESIGN_BIT != 0;
    }

    function _validatorExists(uint256 validatorID) internal view returns (bool) {
        return getValidator[validatorID].createdTime != 0;
    }

    function _checkDelegatedStakeLimit(uint256 validatorID) internal view returns (bool) {
        return getValidator[validatorID].receivedStake <= (getSelfStake(validatorID) * maxDelegatedRatio) / DECIMAL_UNIT;
    }

    function _setValidatorDeactivated(uint256 validatorID, uint256 status) internal {
        Validator storage v = getValidator[validatorID];
        if (v.status == OK_STATUS && status != OK_STATUS) totalActiveStake -= v.receivedStake;
        if (v.status >= status) return;
        v.status = status;
        if (v.deactivatedEpoch == 0) {
            v.deactivatedEpoch = currentEpoch();
            v.deactivatedTime = block.timestamp;
            emit DeactivatedValidator(validatorID, v.deactivatedEpoch, v.deactivatedTime);
        }
        emit ChangedValidatorStatus(validatorID, status);
    }

    // ----------------------------------------------------------------------------------------------------
    // Epochs

    function currentEpoch() public view returns (uint256) {
        return currentSealedEpoch + 1;
    }

    function getEpochValidatorIDs(uint256 epoch) external view returns (uint256[] memory) {
        return _epochValidatorIDs[epoch];
    }

    function getEpochReceivedStake(uint256 epoch, uint256 validatorID) external view returns (uint256) {
        return _epochReceivedStake[epoch][validatorID];
    }

    function getEpochAccumulatedRewardPerToken(uint256 epoch, uint256 validatorID) external view returns (uint256) {
        return _epochAccumulatedRewardPerToken[epoch][validatorID];
    }

    /// Seals the current epoch: every active validator with stake earns its share of
    /// `duration × baseRewardPerSecond` by stake (full uptime, no fees), 15 % of it as commission.
    function sealEpoch() external onlySealer {
        _sealEpoch();
    }

    /// Seals several epochs in one transaction (time travel needs a few to pass the withdrawal gate).
    function sealEpochs(uint256 count) external onlySealer {
        for (uint256 i = 0; i < count; i++) _sealEpoch();
    }

    function _sealEpoch() internal {
        uint256 epoch = currentEpoch();
        uint256 prevEnd = getEpochSnapshot[currentSealedEpoch].endTime;
        uint256 duration = block.timestamp > prevEnd ? block.timestamp - prevEnd : 0;
        uint256 totalReward = duration * baseRewardPerSecond;
        uint256 weight = totalActiveStake;
        uint256 last = lastValidatorID;
        for (uint256 id = 1; id <= last; id++) {
            Validator storage v = getValidator[id];
            if (v.status == OK_STATUS && v.receivedStake != 0) {
                _epochValidatorIDs[epoch].push(id);
                _epochReceivedStake[epoch][id] = v.receivedStake;
                if (weight != 0 && totalReward != 0) _rewardValidator(id, v, (totalReward * v.receivedStake) / weight);
            }
            // Every validator's accumulator is written, so reward spans ending at any epoch stay well defined.
            _epochAccumulatedRewardPerToken[epoch][id] = _accumulatedRewardPerToken[id];
        }
        EpochSnapshot storage s = getEpochSnapshot[epoch];
        s.endTime = block.timestamp;
        s.totalBaseRewardWeight = weight;
        s.baseRewardPerSecond = baseRewardPerSecond;
        s.totalStake = totalStake;
        s.totalSupply = totalSupply;
        currentSealedEpoch = epoch;
        emit SealedEpoch(epoch, block.timestamp, totalReward);
    }

    function _rewardValidator(uint256 id, Validator storage v, uint256 rawReward) internal {
        uint256 commission = (rawReward * validatorCommission) / DECIMAL_UNIT;
        address auth = v.auth;
        uint256 selfStake = getStake[auth][id];
        if (selfStake != 0) {
            // The commission is paid like the validator's own stake: the locked part at its lockup rate.
            uint256 lockedPart = (commission * getLockedStake(auth, id)) / selfStake;
            Rewards memory l = _scaleLockupReward(lockedPart, getLockupInfo[auth][id].duration);
            Rewards memory u = _scaleLockupReward(commission - lockedPart, 0);
            _addRewards(_rewardsStash[auth][id], l, u);
            _addRewards(getStashedLockupRewards[auth][id], l, u);
        }
        _accumulatedRewardPerToken[id] += ((rawReward - commission) * DECIMAL_UNIT) / v.receivedStake;
    }

    // ----------------------------------------------------------------------------------------------------
    // Delegations

    function delegate(uint256 toValidatorID) external payable {
        _delegate(msg.sender, toValidatorID, msg.value);
    }

    function _delegate(address delegator, uint256 toValidatorID, uint256 amount) internal {
        require(amount > 0, "zero amount");
        require(_validatorExists(toValidatorID), "validator doesn't exist");
        require(getValidator[toValidatorID].status == OK_STATUS, "validator isn't active");
        _stashRewards(delegator, toValidatorID);
        getStake[delegator][toValidatorID] += amount;
        getValidator[toValidatorID].receivedStake += amount;
        totalStake += amount;
        totalActiveStake += amount;
        require(_checkDelegatedStakeLimit(toValidatorID), "validator's delegations limit is exceeded");
        emit Delegated(delegator, toValidatorID, amount);
    }

    function _rawUndelegate(address delegator, uint256 toValidatorID, uint256 amount, bool strict) internal {
        Validator storage v = getValidator[toValidatorID];
        getStake[delegator][toValidatorID] -= amount;
        v.receivedStake -= amount;
        totalStake -= amount;
        if (v.status == OK_STATUS) totalActiveStake -= amount;
        if (delegator != v.auth || v.status != OK_STATUS) return;
        uint256 selfStake = getStake[delegator][toValidatorID];
        if (selfStake == 0) {
            _setValidatorDeactivated(toValidatorID, WITHDRAWN_BIT);
        } else if (strict) {
            require(selfStake >= minSelfStake, "insufficient self-stake");
            require(_checkDelegatedStakeLimit(toValidatorID), "validator's delegations limit is exceeded");
        }
    }

    function undelegate(uint256 toValidatorID, uint256 wrID, uint256 amount) external {
        address delegator = msg.sender;
        _stashRewards(delegator, toValidatorID);
        require(amount > 0, "zero amount");
        require(amount <= getUnlockedStake(delegator, toValidatorID), "not enough unlocked stake");
        require(_checkAllowedToWithdraw(delegator, toValidatorID), "outstanding sFTM balance");
        WithdrawalRequest storage request = getWithdrawalRequest[delegator][toValidatorID][wrID];
        require(request.epoch == 0, "wrID already exists");
        _rawUndelegate(delegator, toValidatorID, amount, true);
        request.epoch = currentEpoch();
        request.time = block.timestamp;
        request.amount = amount;
        emit Undelegated(delegator, toValidatorID, wrID, amount);
    }

    function withdraw(uint256 toValidatorID, uint256 wrID) external {
        address payable delegator = payable(msg.sender);
        WithdrawalRequest memory request = getWithdrawalRequest[delegator][toValidatorID][wrID];
        require(request.epoch != 0, "request doesn't exist");
        require(_checkAllowedToWithdraw(delegator, toValidatorID), "outstanding sFTM balance");
        Validator storage v = getValidator[toValidatorID];
        uint256 requestTime = request.time;
        uint256 requestEpoch = request.epoch;
        // Stake of a validator that stopped earlier only waits from its deactivation.
        if (v.deactivatedTime != 0 && v.deactivatedTime < requestTime) {
            requestTime = v.deactivatedTime;
            requestEpoch = v.deactivatedEpoch;
        }
        require(block.timestamp >= requestTime + withdrawalPeriodTime, "not enough time passed");
        require(currentEpoch() >= requestEpoch + withdrawalPeriodEpochs, "not enough epochs passed");
        uint256 amount = request.amount;
        uint256 penalty = 0;
        if (v.status & DOUBLESIGN_BIT != 0) {
            penalty = (amount * (DECIMAL_UNIT - slashingRefundRatio[toValidatorID])) / DECIMAL_UNIT + 1;
            if (penalty > amount) penalty = amount;
        }
        require(amount > penalty, "stake is fully slashed");
        delete getWithdrawalRequest[delegator][toValidatorID][wrID];
        totalSlashedStake += penalty;
        (bool sent, ) = delegator.call{value: amount - penalty}("");
        require(sent, "Failed to send FTM");
        emit Withdrawn(delegator, toValidatorID, wrID, amount);
    }

    function _checkAllowedToWithdraw(address delegator, uint256 toValidatorID) internal view returns (bool) {
        if (stakeTokenizerAddress == address(0)) return true;
        return IStakeTokenizer(stakeTokenizerAddress).allowedToWithdrawStake(delegator, toValidatorID);
    }

    // ----------------------------------------------------------------------------------------------------
    // Lockups

    function isLockedUp(address delegator, uint256 toValidatorID) public view returns (bool) {
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        return ld.endTime != 0 && ld.lockedStake != 0 && block.timestamp <= ld.endTime;
    }

    function getLockedStake(address delegator, uint256 toValidatorID) public view returns (uint256) {
        if (!isLockedUp(delegator, toValidatorID)) return 0;
        return getLockupInfo[delegator][toValidatorID].lockedStake;
    }

    function getUnlockedStake(address delegator, uint256 toValidatorID) public view returns (uint256) {
        return getStake[delegator][toValidatorID] - getLockedStake(delegator, toValidatorID);
    }

    function lockStake(uint256 toValidatorID, uint256 lockupDuration, uint256 amount) external {
        require(amount > 0, "zero amount");
        require(!isLockedUp(msg.sender, toValidatorID), "already locked up");
        _lockStake(msg.sender, toValidatorID, lockupDuration, amount);
    }

    function relockStake(uint256 toValidatorID, uint256 lockupDuration, uint256 amount) external {
        _lockStake(msg.sender, toValidatorID, lockupDuration, amount);
    }

    function _lockStake(address delegator, uint256 toValidatorID, uint256 lockupDuration, uint256 amount) internal {
        require(amount <= getUnlockedStake(delegator, toValidatorID), "not enough stake");
        Validator storage v = getValidator[toValidatorID];
        require(v.status == OK_STATUS, "validator isn't active");
        require(lockupDuration >= minLockupDuration && lockupDuration <= maxLockupDuration, "incorrect duration");
        uint256 endTime = block.timestamp + lockupDuration;
        if (delegator != v.auth) {
            require(getLockupInfo[v.auth][toValidatorID].endTime >= endTime, "validator lockup period will end earlier");
        }
        _stashRewards(delegator, toValidatorID);
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        require(lockupDuration >= ld.duration, "lockup duration cannot decrease");
        ld.lockedStake += amount;
        ld.fromEpoch = currentEpoch();
        ld.endTime = endTime;
        ld.duration = lockupDuration;
        emit LockedUpStake(delegator, toValidatorID, lockupDuration, amount);
    }

    /// Unlocks early and returns the penalty, so `eth_call` gives the API a preview without a transaction.
    function unlockStake(uint256 toValidatorID, uint256 amount) external returns (uint256) {
        address delegator = msg.sender;
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        require(amount > 0, "zero amount");
        require(isLockedUp(delegator, toValidatorID), "not locked up");
        require(amount <= ld.lockedStake, "not enough locked stake");
        require(_checkAllowedToWithdraw(delegator, toValidatorID), "outstanding sFTM balance");
        _stashRewards(delegator, toValidatorID);
        uint256 penalty = _popUnlockPenalty(delegator, toValidatorID, amount, ld.lockedStake);
        ld.lockedStake -= amount;
        if (penalty != 0) {
            // The penalty leaves the stake and stays in the contract (burnt on Opera).
            _rawUndelegate(delegator, toValidatorID, penalty, false);
            totalPenalty += penalty;
        }
        emit UnlockedStake(delegator, toValidatorID, amount, penalty);
        return penalty;
    }

    /// penalty = share of the lockup extra reward + half the share of the lockup base reward, where the
    /// share is amount / lockedStake of what was earned since the lock began; capped at `amount`.
    function _popUnlockPenalty(
        address delegator,
        uint256 toValidatorID,
        uint256 amount,
        uint256 lockedStake
    ) internal returns (uint256) {
        Rewards storage r = getStashedLockupRewards[delegator][toValidatorID];
        uint256 extraShare = (r.lockupExtraReward * amount) / lockedStake;
        uint256 baseShare = (r.lockupBaseReward * amount) / lockedStake;
        r.lockupExtraReward -= extraShare;
        r.lockupBaseReward -= baseShare;
        uint256 penalty = extraShare + baseShare / 2;
        return penalty > amount ? amount : penalty;
    }

    // ----------------------------------------------------------------------------------------------------
    // Rewards

    function rewardsStash(address delegator, uint256 validatorID) external view returns (uint256) {
        return _sum(_rewardsStash[delegator][validatorID]);
    }

    function pendingRewards(address delegator, uint256 toValidatorID) external view returns (uint256) {
        return _sum(_rewardsStash[delegator][toValidatorID]) + _sum(_newRewards(delegator, toValidatorID));
    }

    function stashRewards(address delegator, uint256 toValidatorID) external {
        _stashRewards(delegator, toValidatorID);
    }

    function claimRewards(uint256 toValidatorID) external {
        address payable delegator = payable(msg.sender);
        Rewards memory r = _takeRewards(delegator, toValidatorID);
        uint256 total = _sum(r);
        totalSupply += total;
        (bool sent, ) = delegator.call{value: total}("");
        require(sent, "Failed to send FTM");
        emit ClaimedRewards(delegator, toValidatorID, r.lockupExtraReward, r.lockupBaseReward, r.unlockedReward);
    }

    function restakeRewards(uint256 toValidatorID) external {
        address delegator = msg.sender;
        Rewards memory r = _takeRewards(delegator, toValidatorID);
        totalSupply += _sum(r);
        _delegate(delegator, toValidatorID, _sum(r));
        // Rewards earned by locked stake stay locked until the lock's existing end.
        if (isLockedUp(delegator, toValidatorID)) {
            getLockupInfo[delegator][toValidatorID].lockedStake += r.lockupExtraReward + r.lockupBaseReward;
        }
        emit RestakedRewards(delegator, toValidatorID, r.lockupExtraReward, r.lockupBaseReward, r.unlockedReward);
    }

    function _takeRewards(address delegator, uint256 toValidatorID) internal returns (Rewards memory r) {
        _stashRewards(delegator, toValidatorID);
        r = _rewardsStash[delegator][toValidatorID];
        require(_sum(r) != 0, "zero rewards");
        delete _rewardsStash[delegator][toValidatorID];
    }

    /// Fixes the rewards earned up to the last sealed epoch; runs before every change of a delegation.
    function _stashRewards(address delegator, uint256 toValidatorID) internal {
        Rewards memory fresh = _newRewards(delegator, toValidatorID);
        stashedRewardsUntilEpoch[delegator][toValidatorID] = _highestPayableEpoch(toValidatorID);
        Rewards memory none;
        _addRewards(_rewardsStash[delegator][toValidatorID], fresh, none);
        _addRewards(getStashedLockupRewards[delegator][toValidatorID], fresh, none);
        // An expired lock leaves no record behind, so a new lock starts from a clean slate.
        if (!isLockedUp(delegator, toValidatorID)) {
            delete getLockupInfo[delegator][toValidatorID];
            delete getStashedLockupRewards[delegator][toValidatorID];
        }
    }

    function _newRewards(address delegator, uint256 toValidatorID) internal view returns (Rewards memory r) {
        uint256 stashedUntil = stashedRewardsUntilEpoch[delegator][toValidatorID];
        uint256 payableUntil = _highestPayableEpoch(toValidatorID);
        uint256 lockedUntil = _highestLockupEpoch(delegator, toValidatorID);
        if (lockedUntil > payableUntil) lockedUntil = payableUntil;
        if (lockedUntil < stashedUntil) lockedUntil = stashedUntil;
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        uint256 wholeStake = getStake[delegator][toValidatorID];
        uint256 lockedStake = ld.lockedStake > wholeStake ? wholeStake : ld.lockedStake;
        // Locked stake during locked epochs earns the lockup rate; everything else the unlocked rate.
        Rewards memory lockedPart = _scaleLockupReward(
            _rewardsOf(lockedStake, toValidatorID, stashedUntil, lockedUntil),
            ld.duration
        );
        uint256 unlockedFull = _rewardsOf(wholeStake - lockedStake, toValidatorID, stashedUntil, lockedUntil) +
            _rewardsOf(wholeStake, toValidatorID, lockedUntil, payableUntil);
        r = lockedPart;
        r.unlockedReward += (unlockedFull * unlockedRewardRatio) / DECIMAL_UNIT;
    }

    function _rewardsOf(uint256 stake, uint256 validatorID, uint256 fromEpoch, uint256 toEpoch)
        internal
        view
        returns (uint256)
    {
        if (fromEpoch >= toEpoch || stake == 0) return 0;
        uint256 delta = _epochAccumulatedRewardPerToken[toEpoch][validatorID] -
            _epochAccumulatedRewardPerToken[fromEpoch][validatorID];
        return (delta * stake) / DECIMAL_UNIT;
    }

    function _highestPayableEpoch(uint256 validatorID) internal view returns (uint256) {
        uint256 deactivated = getValidator[validatorID].deactivatedEpoch;
        if (deactivated != 0 && deactivated < currentSealedEpoch) return deactivated;
        return currentSealedEpoch;
    }

    function _isLockedUpAtEpoch(LockedDelegation storage ld, uint256 epoch) internal view returns (bool) {
        return ld.fromEpoch <= epoch && getEpochSnapshot[epoch].endTime <= ld.endTime;
    }

    /// Last sealed epoch that ended while the lock was active (binary search over epoch end times).
    function _highestLockupEpoch(address delegator, uint256 validatorID) internal view returns (uint256) {
        LockedDelegation storage ld = getLockupInfo[delegator][validatorID];
        uint256 lo = ld.fromEpoch;
        uint256 hi = currentSealedEpoch;
        if (ld.endTime == 0 || lo > hi) return 0;
        if (_isLockedUpAtEpoch(ld, hi)) return hi;
        if (!_isLockedUpAtEpoch(ld, lo)) return 0;
        while (lo < hi) {
            uint256 mid = (lo + hi + 1) / 2;
            if (_isLockedUpAtEpoch(ld, mid)) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }

    function _scaleLockupReward(uint256 fullReward, uint256 lockupDuration) internal view returns (Rewards memory r) {
        if (lockupDuration == 0) {
            r.unlockedReward = (fullReward * unlockedRewardRatio) / DECIMAL_UNIT;
            return r;
        }
        uint256 extraRatio = ((DECIMAL_UNIT - unlockedRewardRatio) * lockupDuration) / maxLockupDuration;
        uint256 total = (fullReward * (unlockedRewardRatio + extraRatio)) / DECIMAL_UNIT;
        r.lockupBaseReward = (fullReward * unlockedRewardRatio) / DECIMAL_UNIT;
        r.lockupExtraReward = total - r.lockupBaseReward;
    }

    function _addRewards(Rewards storage target, Rewards memory a, Rewards memory b) internal {
        target.lockupExtraReward += a.lockupExtraReward + b.lockupExtraReward;
        target.lockupBaseReward += a.lockupBaseReward + b.lockupBaseReward;
        target.unlockedReward += a.unlockedReward + b.unlockedReward;
    }

    function _sum(Rewards memory r) internal pure returns (uint256) {
        return r.lockupExtraReward + r.lockupBaseReward + r.unlockedReward;
    }
}
