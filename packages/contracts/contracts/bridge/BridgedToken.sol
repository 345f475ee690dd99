// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A token as the local bridge issues it on its far chain (the anvil standing in for Ethereum): "FTM" and the
/// bridged test token. Only the bridge mints, and it mints a swap at most once: the swap's id is recorded with
/// the payout, so a retried or repeated payout of the same swap reverts instead of paying twice. Deployed with
/// its constructor (the far chain has no canonical addresses to place code at).
contract BridgedToken is ERC20 {
    address public immutable bridge;
    uint8 private immutable _decimals;
    mapping(bytes32 => bool) public paidSwaps;

    event SwapPaid(bytes32 indexed swapId, address indexed to, uint256 amount);

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address bridge_) ERC20(name_, symbol_) {
        bridge = bridge_;
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mintForSwap(bytes32 swapId, address to, uint256 amount) external {
        require(msg.sender == bridge, "caller is not the bridge");
        require(!paidSwaps[swapId], "swap already paid");
        paidSwaps[swapId] = true;
        _mint(to, amount);
        emit SwapPaid(swapId, to, amount);
    }
}
