// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {FantomMintErrorCodes} from "./FantomMintErrorCodes.sol";
import {IFantomDeFiTokenStorage} from "./interfaces/IFantomDeFiTokenStorage.sol";
import {IFantomMintAddressProvider} from "./interfaces/IFantomMintAddressProvider.sol";
import {IFantomMintPriceOracle} from "./interfaces/IFantomMintPriceOracle.sol";
import {IFantomMintRewardDistribution} from "./interfaces/IFantomMintRewardDistribution.sol";
import {IFantomMintTokenRegistry} from "./interfaces/IFantomMintTokenRegistry.sol";

interface ISynth {
    function mint(address to, uint256 amount) external returns (bool);
    function burnFrom(address account, uint256 amount) external;
}

/// fMint's core: lock collateral (WFTM, sFTM), mint synths (FUSD, fEUR) against it, repay, unlock. Ratios use 4
/// decimals: every account keeps collateral value ≥ 300 % of its debt value after a withdraw or mint; a mint
/// records the full amount as debt and pays out the amount less the fee (amount × fee4 / 10000 + 1); a repay
/// burns the synth from the user with `burnFrom`, against the allowance the user gave fMint. Each write has a
/// `must…` twin that reverts with the mainnet contract's message where the plain call returns an error code.
/// No liquidation. Holds the collateral tokens itself.
contract FantomMint is PlacedOwnable, ReentrancyGuard, FantomMintErrorCodes, IERC20Errors {
    using SafeERC20 for IERC20;

    uint256 public constant fMintFeeDigitsCorrection = 10000;
    uint256 private constant RATIO_UNIT = 10000;

    IFantomMintAddressProvider public addressProvider;
    uint256 public collateralLowestDebtRatio4dec;
    uint256 public rewardEligibilityRatio4dec;
    uint256 public fMintFee4dec;
    /// Minting fees by synth: recorded as debt, never minted.
    mapping(address => uint256) public feePool;

    event Deposited(address indexed token, address indexed user, uint256 amount);
    event Withdrawn(address indexed token, address indexed user, uint256 amount);
    event Minted(address indexed token, address indexed user, uint256 amount, uint256 fee);
    event Repaid(address indexed token, address indexed user, uint256 amount);
    event CollateralLowestDebtRatioChanged(uint256 ratio);
    event RewardEligibilityRatioChanged(uint256 ratio);
    event MintFeeChanged(uint256 fee);

    function initialize(address owner_, address addressProvider_) external initializer {
        _initOwner(owner_);
        addressProvider = IFantomMintAddressProvider(addressProvider_);
        collateralLowestDebtRatio4dec = 30000;
        rewardEligibilityRatio4dec = 50000;
        fMintFee4dec = 50;
    }

    // ------------------------------------------------------------------------------------------------------
    // Configuration

    function getCollateralLowestDebtRatio4dec() public view returns (uint256) {
        return collateralLowestDebtRatio4dec;
    }

    function getRewardEligibilityRatio4dec() public view returns (uint256) {
        return rewardEligibilityRatio4dec;
    }

    function getFMintFee4dec() public view returns (uint256) {
        return fMintFee4dec;
    }

    function cfgSetLowestCollateralRatio(uint256 ratio) external onlyOwner {
        require(ratio >= RATIO_UNIT, "ratio below 100 %");
        collateralLowestDebtRatio4dec = ratio;
        emit CollateralLowestDebtRatioChanged(ratio);
    }

    function cfgSetRewardEligibilityRatio(uint256 ratio) external onlyOwner {
        require(ratio >= RATIO_UNIT, "ratio below 100 %");
        rewardEligibilityRatio4dec = ratio;
        emit RewardEligibilityRatioChanged(ratio);
    }

    function cfgSetMintFee(uint256 fee) external onlyOwner {
        require(fee < RATIO_UNIT, "fee too high");
        fMintFee4dec = fee;
        emit MintFeeChanged(fee);
    }

    // ------------------------------------------------------------------------------------------------------
    // Parts and prices

    function getCollateralPool() public view returns (IFantomDeFiTokenStorage) {
        return IFantomDeFiTokenStorage(addressProvider.getCollateralPool());
    }

    function getDebtPool() public view returns (IFantomDeFiTokenStorage) {
        return IFantomDeFiTokenStorage(addressProvider.getDebtPool());
    }

    function _registry() private view returns (IFantomMintTokenRegistry) {
        return IFantomMintTokenRegistry(addressProvider.getTokenRegistry());
    }

    function canDeposit(address token) public view returns (bool) {
        return _registry().canDeposit(token);
    }

    function canMint(address token) public view returns (bool) {
        return _registry().canMint(token);
    }

    function getPrice(address token) public view returns (uint256) {
        return IFantomMintPriceOracle(addressProvider.getPriceOracleProxy()).getPrice(token);
    }

    /// The price and the factor it is scaled by (10^priceDecimals).
    function getExtendedPrice(address token) public view returns (uint256 price, uint256 digits) {
        return (getPrice(token), 10 ** uint256(_registry().priceDecimals(token)));
    }

    // ------------------------------------------------------------------------------------------------------
    // Values and limits (pass token 0 and amount 0 for an account's current values)

    /// Collateral value of `account` with `sub` of `token` taken away.
    function collateralValueOf(address account, address token, uint256 sub) public view returns (uint256) {
        return getCollateralPool().totalOfDec(account, token, sub);
    }

    /// Debt value of `account` with `add` of `token` added.
    function debtValueOf(address account, address token, uint256 add) public view returns (uint256) {
        return getDebtPool().totalOfInc(account, token, add);
    }

    function checkCollateralCanDecrease(address account, address token, uint256 amount) public view returns (bool) {
        return _covers(collateralValueOf(account, token, amount), debtValueOf(account, address(0), 0), collateralLowestDebtRatio4dec);
    }

    function checkDebtCanIncrease(address account, address token, uint256 amount) public view returns (bool) {
        return _covers(collateralValueOf(account, address(0), 0), debtValueOf(account, token, amount), collateralLowestDebtRatio4dec);
    }

    /// Collateral at or above the reward ratio (500 %): the account's debt earns rewards.
    function rewardIsEligible(address account) public view returns (bool) {
        return _covers(collateralValueOf(account, address(0), 0), debtValueOf(account, address(0), 0), rewardEligibilityRatio4dec);
    }

    /// Collateral at or above the lowest ratio (300 %): the account may claim what it earned.
    function rewardCanClaim(address account) public view returns (bool) {
        return _covers(collateralValueOf(account, address(0), 0), debtValueOf(account, address(0), 0), collateralLowestDebtRatio4dec);
    }

    /// How much of `token` can be minted so that collateral stays at `ratio` (4 decimals) of the debt; 0 when the
    /// account is already below it. Rounded down by one value unit so the mint passes the ratio check.
    function getMaxToMint(address account, address token, uint256 ratio) public view returns (uint256) {
        uint256 price = getPrice(token);
        if (price == 0 || ratio == 0) return 0;
        uint256 value = (_excess(account, ratio) * RATIO_UNIT) / ratio;
        if (value <= 1) return 0;
        (, uint256 digits) = getExtendedPrice(token);
        return ((value - 1) * digits) / price;
    }

    /// How much of `token` can be withdrawn so that collateral stays at `ratio` (4 decimals) of the debt.
    function getMaxToWithdraw(address account, address token, uint256 ratio) public view returns (uint256) {
        uint256 locked = getCollateralPool().balanceOf(account, token);
        (uint256 price, uint256 digits) = getExtendedPrice(token);
        if (price == 0) return locked;
        uint256 amount = (_excess(account, ratio) * digits) / price;
        return amount < locked ? amount : locked;
    }

    /// How much of `token` must be deposited to bring the account up to `ratio` (4 decimals).
    function minToDeposit(address account, address token, uint256 ratio) public view returns (uint256) {
        uint256 required = (debtValueOf(account, address(0), 0) * ratio) / RATIO_UNIT;
        uint256 collateral = collateralValueOf(account, address(0), 0);
        if (collateral >= required) return 0;
        (uint256 price, uint256 digits) = getExtendedPrice(token);
        if (price == 0) return 0;
        return ((required - collateral) * digits + price - 1) / price + 1;
    }

    function _excess(address account, uint256 ratio) private view returns (uint256) {
        uint256 required = (debtValueOf(account, address(0), 0) * ratio) / RATIO_UNIT;
        uint256 collateral = collateralValueOf(account, address(0), 0);
        return collateral > required ? collateral - required : 0;
    }

    function _covers(uint256 collateral, uint256 debt, uint256 ratio) private pure returns (bool) {
        return collateral >= (debt * ratio) / RATIO_UNIT;
    }

    function _rewardUpdate(address account) private {
        address distribution = addressProvider.getRewardDistribution();
        if (distribution != address(0)) IFantomMintRewardDistribution(distribution).rewardUpdate(account);
    }

    // ------------------------------------------------------------------------------------------------------
    // Collateral

    function mustDeposit(address token, uint256 amount) external nonReentrant {
        uint256 result = _deposit(token, amount);
        require(result != ERR_ZERO_AMOUNT, "non-zero amount expected");
        require(result != ERR_DEPOSIT_PROHIBITED, "deposit of the token prohibited");
        require(result != ERR_LOW_BALANCE, "insufficient token balance");
        require(result != ERR_LOW_ALLOWANCE, "insufficient allowance");
        require(result != ERR_NO_VALUE, "token has no value");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function deposit(address token, uint256 amount) external nonReentrant returns (uint256) {
        return _deposit(token, amount);
    }

    function _deposit(address token, uint256 amount) private returns (uint256) {
        if (amount == 0) return ERR_ZERO_AMOUNT;
        if (!canDeposit(token)) return ERR_DEPOSIT_PROHIBITED;
        if (amount > IERC20(token).balanceOf(msg.sender)) return ERR_LOW_BALANCE;
        if (amount > IERC20(token).allowance(msg.sender, address(this))) return ERR_LOW_ALLOWANCE;
        if (getPrice(token) == 0) return ERR_NO_VALUE;
        _rewardUpdate(msg.sender);
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        getCollateralPool().add(msg.sender, token, amount);
        emit Deposited(token, msg.sender, amount);
        return ERR_NO_ERROR;
    }

    function mustWithdraw(address token, uint256 amount) external nonReentrant {
        _requireWithdrawn(_withdraw(token, amount));
    }

    function withdraw(address token, uint256 amount) external nonReentrant returns (uint256) {
        return _withdraw(token, amount);
    }

    function mustWithdrawMax(address token, uint256 ratio) external nonReentrant {
        _requireWithdrawn(_withdraw(token, getMaxToWithdraw(msg.sender, token, ratio)));
    }

    function withdrawMax(address token, uint256 ratio) external nonReentrant returns (uint256) {
        return _withdraw(token, getMaxToWithdraw(msg.sender, token, ratio));
    }

    function _requireWithdrawn(uint256 result) private pure {
        require(result != ERR_ZERO_AMOUNT, "non-zero amount expected");
        require(result != ERR_LOW_BALANCE, "insufficient collateral balance");
        require(result != ERR_LOW_COLLATERAL_RATIO, "insufficient collateral value remains");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function _withdraw(address token, uint256 amount) private returns (uint256) {
        if (amount == 0) return ERR_ZERO_AMOUNT;
        IFantomDeFiTokenStorage pool = getCollateralPool();
        if (amount > pool.balanceOf(msg.sender, token)) return ERR_LOW_BALANCE;
        if (!checkCollateralCanDecrease(msg.sender, token, amount)) return ERR_LOW_COLLATERAL_RATIO;
        _rewardUpdate(msg.sender);
        pool.sub(msg.sender, token, amount);
        IERC20(token).safeTransfer(msg.sender, amount);
        emit Withdrawn(token, msg.sender, amount);
        return ERR_NO_ERROR;
    }

    // ------------------------------------------------------------------------------------------------------
    // Debt

    function mustMint(address token, uint256 amount) external nonReentrant {
        _requireMinted(_mint(token, amount));
    }

    function mint(address token, uint256 amount) external nonReentrant returns (uint256) {
        return _mint(token, amount);
    }

    function mustMintMax(address token, uint256 ratio) external nonReentrant {
        _requireMinted(_mint(token, getMaxToMint(msg.sender, token, ratio)));
    }

    function mintMax(address token, uint256 ratio) external nonReentrant returns (uint256) {
        return _mint(token, getMaxToMint(msg.sender, token, ratio));
    }

    function _requireMinted(uint256 result) private pure {
        require(result != ERR_ZERO_AMOUNT, "non-zero amount expected");
        require(result != ERR_LOW_AMOUNT, "amount too low");
        require(result != ERR_MINTING_PROHIBITED, "minting of the token prohibited");
        require(result != ERR_NO_VALUE, "token has no value");
        require(result != ERR_LOW_COLLATERAL_RATIO, "insufficient collateral value");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function _mint(address token, uint256 amount) private returns (uint256) {
        if (amount == 0) return ERR_ZERO_AMOUNT;
        if (!canMint(token)) return ERR_MINTING_PROHIBITED;
        if (getPrice(token) == 0) return ERR_NO_VALUE;
        if (!checkDebtCanIncrease(msg.sender, token, amount)) return ERR_LOW_COLLATERAL_RATIO;
        // Rounded up by one so dust mints cannot dodge the fee.
        uint256 fee = (amount * fMintFee4dec) / fMintFeeDigitsCorrection + 1;
        if (fee >= amount) return ERR_LOW_AMOUNT;
        _rewardUpdate(msg.sender);
        getDebtPool().add(msg.sender, token, amount);
        feePool[token] += fee;
        ISynth(token).mint(msg.sender, amount - fee);
        emit Minted(token, msg.sender, amount, fee);
        return ERR_NO_ERROR;
    }

    function mustRepay(address token, uint256 amount) external nonReentrant {
        _requireRepaid(_repay(token, amount));
    }

    function repay(address token, uint256 amount) external nonReentrant returns (uint256) {
        return _repay(token, amount);
    }

    /// Repays min(debt, wallet balance) of `token`.
    function mustRepayMax(address token) external nonReentrant {
        _requireRepaid(_repay(token, _maxToRepay(token)));
    }

    function repayMax(address token) external nonReentrant returns (uint256) {
        return _repay(token, _maxToRepay(token));
    }

    function _maxToRepay(address token) private view returns (uint256) {
        uint256 debt = getDebtPool().balanceOf(msg.sender, token);
        uint256 held = IERC20(token).balanceOf(msg.sender);
        return debt < held ? debt : held;
    }

    function _requireRepaid(uint256 result) private pure {
        require(result != ERR_ZERO_AMOUNT, "non-zero amount expected");
        require(result != ERR_LOW_BALANCE, "insufficient debt outstanding");
        require(result != ERR_LOW_ALLOWANCE, "insufficient allowance");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function _repay(address token, uint256 amount) private returns (uint256) {
        if (amount == 0) return ERR_ZERO_AMOUNT;
        IFantomDeFiTokenStorage pool = getDebtPool();
        if (amount > pool.balanceOf(msg.sender, token)) return ERR_LOW_BALANCE;
        if (amount > IERC20(token).allowance(msg.sender, address(this))) return ERR_LOW_ALLOWANCE;
        _rewardUpdate(msg.sender);
        ISynth(token).burnFrom(msg.sender, amount);
        pool.sub(msg.sender, token, amount);
        emit Repaid(token, msg.sender, amount);
        return ERR_NO_ERROR;
    }
}
