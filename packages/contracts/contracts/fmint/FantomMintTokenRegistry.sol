// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {IFantomMintTokenRegistry} from "./interfaces/IFantomMintTokenRegistry.sol";

/// The tokens fMint knows: collateral (canDeposit) and synths (canMint). The API lists the active ones from
/// `tokensList` / `tokens(address)`; name, symbol and decimals are read from the token when it is added.
contract FantomMintTokenRegistry is PlacedOwnable, IFantomMintTokenRegistry {
    struct TokenInformation {
        uint256 id;
        string name;
        string symbol;
        uint8 decimals;
        string logo;
        address oracle;
        uint8 priceDecimals;
        bool isActive;
        bool canDeposit;
        bool canMint;
    }

    mapping(address => TokenInformation) public tokens;
    address[] public tokensList;
    mapping(address => bool) private _known;

    event TokenAdded(address indexed token, string name);
    event TokenUpdated(address indexed token, string name);

    function initialize(address owner_) external initializer {
        _initOwner(owner_);
    }

    function tokensCount() external view returns (uint256) {
        return tokensList.length;
    }

    function priceDecimals(address token) external view returns (uint8) {
        return tokens[token].priceDecimals;
    }

    function isActive(address token) external view returns (bool) {
        return tokens[token].isActive;
    }

    function canDeposit(address token) external view returns (bool) {
        return tokens[token].isActive && tokens[token].canDeposit;
    }

    function canMint(address token) external view returns (bool) {
        return tokens[token].isActive && tokens[token].canMint;
    }

    function addToken(
        address token,
        string calldata logo,
        address oracle,
        uint8 priceDecimals_,
        bool isActive_,
        bool canDeposit_,
        bool canMint_
    ) external onlyOwner {
        require(!_known[token], "token already known");
        _known[token] = true;
        TokenInformation storage info = tokens[token];
        info.id = tokensList.length;
        info.name = IERC20Metadata(token).name();
        info.symbol = IERC20Metadata(token).symbol();
        info.decimals = IERC20Metadata(token).decimals();
        tokensList.push(token);
        _set(info, logo, oracle, priceDecimals_, isActive_, canDeposit_, canMint_);
        emit TokenAdded(token, info.name);
    }

    function updateToken(
        address token,
        string calldata logo,
        address oracle,
        uint8 priceDecimals_,
        bool isActive_,
        bool canDeposit_,
        bool canMint_
    ) external onlyOwner {
        require(_known[token], "token unknown");
        TokenInformation storage info = tokens[token];
        _set(info, logo, oracle, priceDecimals_, isActive_, canDeposit_, canMint_);
        emit TokenUpdated(token, info.name);
    }

    function _set(
        TokenInformation storage info,
        string calldata logo,
        address oracle,
        uint8 priceDecimals_,
        bool isActive_,
        bool canDeposit_,
        bool canMint_
    ) private {
        info.logo = logo;
        info.oracle = oracle;
        info.priceDecimals = priceDecimals_;
        info.isActive = isActive_;
        info.canDeposit = canDeposit_;
        info.canMint = canMint_;
    }
}
