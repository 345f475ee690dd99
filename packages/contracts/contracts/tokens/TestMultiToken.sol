// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// ERC-1155 test token for the API's approvals tests (`setApprovalForAll`, ERC-165 `supportsInterface`): anyone
/// mints any amount of any id. Deployed by the tests with its constructor; the devnet does not place it.
contract TestMultiToken is ERC1155 {
    constructor() ERC1155("") {}

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }
}
