// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// ERC-721 test collection for the API's approvals tests (`setApprovalForAll`, ERC-165 `supportsInterface`):
/// anyone mints any unused id. Deployed by the tests with its constructor; the devnet does not place it.
contract TestCollectible is ERC721 {
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}
