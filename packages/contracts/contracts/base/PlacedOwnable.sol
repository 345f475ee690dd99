// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// OpenZeppelin's Ownable for code the devnet places with anvil_setCode, where constructors never run: the owner
/// is set once by the contract's `initialize(...)` (OpenZeppelin's Initializable guards it). A copy deployed the
/// ordinary way has its initialiser disabled by the constructor, like an upgradeable implementation.
abstract contract PlacedOwnable is Ownable, Initializable {
    constructor() Ownable(msg.sender) {
        _disableInitializers();
    }

    function _initOwner(address owner_) internal onlyInitializing {
        if (owner_ == address(0)) revert OwnableInvalidOwner(address(0));
        _transferOwnership(owner_);
    }
}
