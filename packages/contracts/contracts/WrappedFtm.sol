// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "./ERC20.sol";
import {Ownable} from "./Ownable.sol";

/// Wrapped FTM with the mainnet contract's shape: deposit/withdraw return an error code (zero amount gives 1
/// instead of reverting), the token is pausable, and there is no receive/fallback, so plain FTM reverts.
contract WrappedFtm is ERC20, Ownable {
    uint256 public constant ERR_NO_ERROR = 0;
    uint256 public constant ERR_INVALID_ZERO_VALUE = 1;

    bool public paused;

    event Paused(address account);
    event Unpaused(address account);

    modifier whenNotPaused() {
        require(!paused, "Pausable: paused");
        _;
    }

    function initialize(address owner_) external {
        _initOwner(owner_);
        _initToken("Wrapped Fantom", "WFTM", 18);
    }

    function pause() external onlyOwner {
        require(!paused, "Pausable: paused");
        paused = true;
        emit Paused(msg.sender);
    }

    function unpause() external onlyOwner {
        require(paused, "Pausable: not paused");
        paused = false;
        emit Unpaused(msg.sender);
    }

    function deposit() external payable whenNotPaused returns (uint256) {
        if (msg.value == 0) return ERR_INVALID_ZERO_VALUE;
        _mint(msg.sender, msg.value);
        return ERR_NO_ERROR;
    }

    function withdraw(uint256 amount) external whenNotPaused returns (uint256) {
        if (amount == 0) return ERR_INVALID_ZERO_VALUE;
        _burn(msg.sender, amount);
        payable(msg.sender).transfer(amount);
        return ERR_NO_ERROR;
    }

    function _transfer(address from, address to, uint256 amount) internal override whenNotPaused {
        super._transfer(from, to, amount);
    }
}
