// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Where fMint's parts live; fMint, the pools and the reward distribution find each other through it.
interface IFantomMintAddressProvider {
    function getFantomMint() external view returns (address);
    function getCollateralPool() external view returns (address);
    function getDebtPool() external view returns (address);
    function getTokenRegistry() external view returns (address);
    function getRewardDistribution() external view returns (address);
    function getPriceOracleProxy() external view returns (address);
    function getRewardToken() external view returns (address);
}
