// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A pool of per-account token balances valued at oracle prices (fMint's collateral pool and debt pool).
interface IFantomDeFiTokenStorage {
    function balanceOf(address account, address token) external view returns (uint256);
    function total() external view returns (uint256);
    function totalOf(address account) external view returns (uint256);
    function totalOfInc(address account, address token, uint256 amount) external view returns (uint256);
    function totalOfDec(address account, address token, uint256 amount) external view returns (uint256);
    function tokenValue(address token, uint256 amount) external view returns (uint256);
    function add(address account, address token, uint256 amount) external;
    function sub(address account, address token, uint256 amount) external;
}
