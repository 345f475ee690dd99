// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {IFantomDeFiTokenStorage} from "./interfaces/IFantomDeFiTokenStorage.sol";
import {IFantomMintAddressProvider} from "./interfaces/IFantomMintAddressProvider.sol";
import {IFantomMintPriceOracle} from "./interfaces/IFantomMintPriceOracle.sol";
import {IFantomMintTokenRegistry} from "./interfaces/IFantomMintTokenRegistry.sol";

/// One of fMint's two pools (collateral, debt): per-account token balances that only fMint changes, valued at the
/// oracle's prices. Value of an amount = amount × price / 10^priceDecimals (USD, 18 decimals on the devnet).
/// The collateral tokens themselves are held by fMint; the debt is a record (synths are minted and burnt).
contract FantomDeFiTokenStorage is PlacedOwnable, IFantomDeFiTokenStorage {
    IFantomMintAddressProvider public addressProvider;

    /// account → token → amount
    mapping(address => mapping(address => uint256)) public balance;
    /// token → the sum over all accounts
    mapping(address => uint256) public totalBalance;
    /// Every token that ever had a balance here, in order of first use.
    address[] public tokens;
    mapping(address => bool) private _listed;

    modifier onlyFantomMint() {
        require(msg.sender == addressProvider.getFantomMint(), "token storage access restricted");
        _;
    }

    function initialize(address owner_, address addressProvider_) external initializer {
        _initOwner(owner_);
        addressProvider = IFantomMintAddressProvider(addressProvider_);
    }

    function tokensCount() external view returns (uint256) {
        return tokens.length;
    }

    function balanceOf(address account, address token) external view returns (uint256) {
        return balance[account][token];
    }

    function tokenValue(address token, uint256 amount) public view returns (uint256) {
        if (amount == 0) return 0;
        uint256 price = IFantomMintPriceOracle(addressProvider.getPriceOracleProxy()).getPrice(token);
        uint8 digits = IFantomMintTokenRegistry(addressProvider.getTokenRegistry()).priceDecimals(token);
        return (amount * price) / (10 ** uint256(digits));
    }

    /// Value of everything in the pool.
    function total() external view returns (uint256 value) {
        for (uint256 i = 0; i < tokens.length; i++) {
            value += tokenValue(tokens[i], totalBalance[tokens[i]]);
        }
    }

    /// Value of an account's balances.
    function totalOf(address account) external view returns (uint256) {
        return _valueOf(account, address(0), 0, false);
    }

    /// Value of an account's balances with `amount` of `token` added.
    function totalOfInc(address account, address token, uint256 amount) external view returns (uint256) {
        return _valueOf(account, token, amount, true);
    }

    /// Value of an account's balances with `amount` of `token` taken away (a token balance stops at zero).
    function totalOfDec(address account, address token, uint256 amount) external view returns (uint256) {
        return _valueOf(account, token, amount, false);
    }

    function _valueOf(address account, address token, uint256 amount, bool inc) private view returns (uint256 value) {
        bool counted = false;
        for (uint256 i = 0; i < tokens.length; i++) {
            address t = tokens[i];
            uint256 b = balance[account][t];
            if (t == token) {
                counted = true;
                if (inc) b += amount;
                else b = b > amount ? b - amount : 0;
            }
            value += tokenValue(t, b);
        }
        if (inc && !counted && token != address(0)) value += tokenValue(token, amount);
    }

    function add(address account, address token, uint256 amount) external onlyFantomMint {
        if (!_listed[token]) {
            _listed[token] = true;
            tokens.push(token);
        }
        balance[account][token] += amount;
        totalBalance[token] += amount;
    }

    function sub(address account, address token, uint256 amount) external onlyFantomMint {
        require(balance[account][token] >= amount, "insufficient balance");
        balance[account][token] -= amount;
        totalBalance[token] -= amount;
    }
}
