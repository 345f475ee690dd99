// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// ERC-20 with OpenZeppelin's EIP-2612 `permit`, for the extension's signature tests: a permit signed through the
/// wallet is submitted on chain and must set the allowance. Deployed by the tests with its constructor (the whole
/// supply to `holder`); the devnet does not place it.
contract TestPermitToken is ERC20, ERC20Permit {
    constructor(string memory name_, string memory symbol_, address holder, uint256 supply)
        ERC20(name_, symbol_)
        ERC20Permit(name_)
    {
        _mint(holder, supply);
    }
}
