// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Token prices in USD, scaled by the token's `priceDecimals` in the registry.
interface IFantomMintPriceOracle {
    function getPrice(address token) external view returns (uint256);
}
