// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "./ERC20.sol";
import {Ownable} from "./Ownable.sol";

/// ERC-20 test token with owner minting; also mint/burnFrom shaped like fMint synths (FUSD) for later issues.
contract TestToken is ERC20, Ownable {
    mapping(address => bool) public isMinter;

    function initialize(address owner_, string calldata name_, string calldata symbol_, uint8 decimals_) external {
        _initOwner(owner_);
        _initToken(name_, symbol_, decimals_);
        isMinter[owner_] = true;
    }

    function setMinter(address account, bool allowed) external onlyOwner {
        isMinter[account] = allowed;
    }

    function mint(address to, uint256 amount) external returns (bool) {
        require(isMinter[msg.sender], "caller is not a minter");
        _mint(to, amount);
        return true;
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    function burnFrom(address account, uint256 amount) external {
        _spendAllowance(account, msg.sender, amount);
        _burn(account, amount);
    }
}
