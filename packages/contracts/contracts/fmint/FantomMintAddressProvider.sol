// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {IFantomMintAddressProvider} from "./interfaces/IFantomMintAddressProvider.sol";

/// fMint's one fixed address (mainnet 0xcb20a1A2…4b10): the other parts are found through it. Keys are
/// right-padded ASCII, not hashes, as on mainnet: "fantom_mint", "collateral_pool", "debt_pool",
/// "price_oracle_proxy", "reward_distribution", "token_registry", "erc20_reward_token".
contract FantomMintAddressProvider is PlacedOwnable, IFantomMintAddressProvider {
    bytes32 private constant FANTOM_MINT = "fantom_mint";
    bytes32 private constant COLLATERAL_POOL = "collateral_pool";
    bytes32 private constant DEBT_POOL = "debt_pool";
    bytes32 private constant PRICE_ORACLE_PROXY = "price_oracle_proxy";
    bytes32 private constant REWARD_DISTRIBUTION = "reward_distribution";
    bytes32 private constant TOKEN_REGISTRY = "token_registry";
    bytes32 private constant REWARD_TOKEN = "erc20_reward_token";

    mapping(bytes32 => address) private _addresses;

    event AddressChanged(bytes32 indexed key, address addr);

    function initialize(address owner_) external initializer {
        _initOwner(owner_);
    }

    function getAddress(bytes32 key) public view returns (address) {
        return _addresses[key];
    }

    function setAddress(bytes32 key, address addr) public onlyOwner {
        _addresses[key] = addr;
        emit AddressChanged(key, addr);
    }

    function getFantomMint() external view returns (address) {
        return _addresses[FANTOM_MINT];
    }

    function setFantomMint(address addr) external {
        setAddress(FANTOM_MINT, addr);
    }

    function getCollateralPool() external view returns (address) {
        return _addresses[COLLATERAL_POOL];
    }

    function setCollateralPool(address addr) external {
        setAddress(COLLATERAL_POOL, addr);
    }

    function getDebtPool() external view returns (address) {
        return _addresses[DEBT_POOL];
    }

    function setDebtPool(address addr) external {
        setAddress(DEBT_POOL, addr);
    }

    function getTokenRegistry() external view returns (address) {
        return _addresses[TOKEN_REGISTRY];
    }

    function setTokenRegistry(address addr) external {
        setAddress(TOKEN_REGISTRY, addr);
    }

    function getRewardDistribution() external view returns (address) {
        return _addresses[REWARD_DISTRIBUTION];
    }

    function setRewardDistribution(address addr) external {
        setAddress(REWARD_DISTRIBUTION, addr);
    }

    function getPriceOracleProxy() external view returns (address) {
        return _addresses[PRICE_ORACLE_PROXY];
    }

    function setPriceOracleProxy(address addr) external {
        setAddress(PRICE_ORACLE_PROXY, addr);
    }

    function getRewardToken() external view returns (address) {
        return _addresses[REWARD_TOKEN];
    }

    function setRewardToken(address addr) external {
        setAddress(REWARD_TOKEN, addr);
    }
}
