// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The tokens fMint knows, with what may be done with each.
interface IFantomMintTokenRegistry {
    function priceDecimals(address token) external view returns (uint8);
    function canDeposit(address token) external view returns (bool);
    function canMint(address token) external view returns (bool);
}
