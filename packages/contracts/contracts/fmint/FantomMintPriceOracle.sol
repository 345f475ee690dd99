// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {IFantomMintPriceOracle} from "./interfaces/IFantomMintPriceOracle.sol";

/// The price oracle proxy, simplified: prices are whatever the owner last set (USD per whole token, scaled by the
/// token's priceDecimals, 18 on the devnet). A price drop set here is the only way an account falls below 300 %.
contract FantomMintPriceOracle is PlacedOwnable, IFantomMintPriceOracle {
    mapping(address => uint256) private _prices;

    event PriceChanged(address indexed token, uint256 price);

    function initialize(address owner_) external initializer {
        _initOwner(owner_);
    }

    function setPrice(address token, uint256 price) external onlyOwner {
        _prices[token] = price;
        emit PriceChanged(token, price);
    }

    function getPrice(address token) external view returns (uint256) {
        return _prices[token];
    }
}
