// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {FantomMintErrorCodes} from "./FantomMintErrorCodes.sol";
import {IFantomDeFiTokenStorage} from "./interfaces/IFantomDeFiTokenStorage.sol";
import {IFantomMintAddressProvider} from "./interfaces/IFantomMintAddressProvider.sol";
import {IFantomMintRewardDistribution} from "./interfaces/IFantomMintRewardDistribution.sol";
import {IFantomMintRewardRules} from "./interfaces/IFantomMintRewardRules.sol";

/// fMint rewards, paid in the reward token (WFTM) this contract holds (prefunded; nothing is minted). Rewards are
/// unlocked by a push — anyone, at most once an hour — of (now − last push) × rewardPerSecond, streamed over a
/// one-day window (with what is left of the previous window) and shared by debt value, Synthetix-style. An
/// account accrues only while its collateral is at or above the reward ratio (500 %); it may claim its stash at
/// or above the lowest ratio (300 %). The very first push only starts the clock.
contract FantomMintRewardDistribution is PlacedOwnable, ReentrancyGuard, FantomMintErrorCodes, IFantomMintRewardDistribution {
    using SafeERC20 for IERC20;

    uint256 public constant minRewardPushInterval = 1 hours;
    uint256 public constant rewardEpochLength = 1 days;
    uint256 private constant UNIT = 1e18;

    IFantomMintAddressProvider public addressProvider;
    uint256 public lastRewardPush;
    /// Rate at which pushes unlock rewards from the pool.
    uint256 public rewardPerSecond;
    /// Rate at which the current window distributes what was pushed.
    uint256 public rewardRate;
    uint256 public rewardEpochEnds;
    uint256 public rewardLastUpdate;
    uint256 public rewardPerTokenStored;
    mapping(address => uint256) public rewardPerTokenPaid;
    mapping(address => uint256) public rewardStash;

    event RewardAdded(uint256 reward);
    event RewardPaid(address indexed user, uint256 reward);
    event RateUpdated(uint256 rewardPerSecond);

    function initialize(address owner_, address addressProvider_) external initializer {
        _initOwner(owner_);
        addressProvider = IFantomMintAddressProvider(addressProvider_);
    }

    function rewardUpdateRate(uint256 perSecond) external onlyOwner {
        require(perSecond > 0, "invalid reward rate");
        rewardPerSecond = perSecond;
        emit RateUpdated(perSecond);
    }

    // ------------------------------------------------------------------------------------------------------
    // Views

    function rewardTokenAddress() public view returns (address) {
        return addressProvider.getRewardToken();
    }

    /// Total debt value: the principal rewards are shared over.
    function principalBalance() public view returns (uint256) {
        return IFantomDeFiTokenStorage(addressProvider.getDebtPool()).total();
    }

    function principalBalanceOf(address account) public view returns (uint256) {
        return IFantomDeFiTokenStorage(addressProvider.getDebtPool()).totalOf(account);
    }

    function rewardIsEligible(address account) public view returns (bool) {
        return IFantomMintRewardRules(addressProvider.getFantomMint()).rewardIsEligible(account);
    }

    function rewardCanClaim(address account) public view returns (bool) {
        return IFantomMintRewardRules(addressProvider.getFantomMint()).rewardCanClaim(account);
    }

    function lastTimeRewardApplicable() public view returns (uint256) {
        return block.timestamp < rewardEpochEnds ? block.timestamp : rewardEpochEnds;
    }

    function rewardPerToken() public view returns (uint256) {
        uint256 principal = principalBalance();
        uint256 until = lastTimeRewardApplicable();
        if (principal == 0 || until <= rewardLastUpdate) return rewardPerTokenStored;
        return rewardPerTokenStored + ((until - rewardLastUpdate) * rewardRate * UNIT) / principal;
    }

    /// The stash plus, while the account is eligible, what its debt earned since its last update.
    function rewardEarned(address account) public view returns (uint256) {
        if (!rewardIsEligible(account)) return rewardStash[account];
        uint256 fresh = (principalBalanceOf(account) * (rewardPerToken() - rewardPerTokenPaid[account])) / UNIT;
        return rewardStash[account] + fresh;
    }

    // ------------------------------------------------------------------------------------------------------
    // Updates, pushes and claims

    /// fMint calls this before an account's collateral or debt changes.
    function rewardUpdate(address account) external {
        require(msg.sender == addressProvider.getFantomMint(), "caller is not fMint");
        _update(account);
    }

    function _update(address account) private {
        rewardPerTokenStored = rewardPerToken();
        rewardLastUpdate = lastTimeRewardApplicable();
        if (account != address(0)) {
            rewardStash[account] = rewardEarned(account);
            rewardPerTokenPaid[account] = rewardPerTokenStored;
        }
    }

    function mustRewardPush() external {
        uint256 result = rewardPush();
        require(result != ERR_REWARDS_EARLY, "too early for a rewards push");
        require(result != ERR_REWARDS_NONE, "no rewards unlocked");
        require(result != ERR_REWARDS_DEPLETED, "rewards depleted");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function rewardPush() public returns (uint256) {
        if (lastRewardPush == 0) {
            lastRewardPush = block.timestamp;
            return ERR_NO_ERROR;
        }
        if (block.timestamp < lastRewardPush + minRewardPushInterval) return ERR_REWARDS_EARLY;
        uint256 amount = (block.timestamp - lastRewardPush) * rewardPerSecond;
        if (amount == 0) return ERR_REWARDS_NONE;
        if (amount > IERC20(rewardTokenAddress()).balanceOf(address(this))) return ERR_REWARDS_DEPLETED;
        lastRewardPush = block.timestamp;
        _update(address(0));
        uint256 leftover = block.timestamp < rewardEpochEnds ? (rewardEpochEnds - block.timestamp) * rewardRate : 0;
        rewardRate = (amount + leftover) / rewardEpochLength;
        rewardLastUpdate = block.timestamp;
        rewardEpochEnds = block.timestamp + rewardEpochLength;
        emit RewardAdded(amount);
        return ERR_NO_ERROR;
    }

    function mustRewardClaim() external nonReentrant {
        uint256 result = _claim();
        require(result != ERR_NO_REWARD, "no rewards earned");
        require(result != ERR_REWARD_CLAIM_REJECTED, "reward claim rejected");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function rewardClaim() external nonReentrant returns (uint256) {
        return _claim();
    }

    function _claim() private returns (uint256) {
        _update(msg.sender);
        uint256 amount = rewardStash[msg.sender];
        if (amount == 0) return ERR_NO_REWARD;
        if (!rewardCanClaim(msg.sender)) return ERR_REWARD_CLAIM_REJECTED;
        rewardStash[msg.sender] = 0;
        IERC20(rewardTokenAddress()).safeTransfer(msg.sender, amount);
        emit RewardPaid(msg.sender, amount);
        return ERR_NO_ERROR;
    }
}
