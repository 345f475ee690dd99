// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Owner set by an initialiser, not a constructor: the devnet places runtime code with anvil_setCode at
/// canonical addresses, where constructors never run.
abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function _initOwner(address newOwner) internal {
        require(owner == address(0), "already initialized");
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        owner = newOwner;
        emit OwnershipTransferred(address(0), newOwner);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}
