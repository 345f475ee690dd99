// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/**
 * @notice Never deployed. The API sends its creation code, with the reads as constructor arguments, in one
 * `eth_call` (services/api/src/chain/readMany.ts): the constructor makes every read at the call's block and returns
 * the answers in place of runtime code, so one call to the node stands for hundreds of `eth_call`s and
 * `eth_getCode`s.
 * @dev Each read answers one 32-byte word (an allowance, a total supply, a boolean): `answered` is false when the
 * target reverted, has no code, or returned less than a word. Each read gets at most READ_GAS, so a contract that
 * burns what it is given cannot starve the reads after it, and only the first word of an answer is copied, so a
 * huge answer costs nothing.
 */
contract BatchReader {
    uint256 private constant READ_GAS = 100_000;

    constructor(address[] memory targets, bytes[] memory calls, address[] memory accounts) {
        uint256 count = targets.length;
        bool[] memory answered = new bool[](count);
        bytes32[] memory words = new bytes32[](count);
        for (uint256 i = 0; i < count; i++) {
            address target = targets[i];
            bytes memory data = calls[i];
            bool ok;
            bytes32 word;
            uint256 size;
            assembly ("memory-safe") {
                // The answer's first word goes to free memory, used here as scratch and never allocated.
                let out := mload(0x40)
                mstore(out, 0)
                ok := staticcall(READ_GAS, target, add(data, 32), mload(data), out, 32)
                size := returndatasize()
                word := mload(out)
            }
            answered[i] = ok && size >= 32;
            words[i] = word;
        }
        bool[] memory hasCode = new bool[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) hasCode[i] = accounts[i].code.length > 0;
        bytes memory result = abi.encode(answered, words, hasCode);
        assembly ("memory-safe") {
            return(add(result, 32), mload(result))
        }
    }
}
