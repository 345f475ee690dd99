// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedOwnable} from "../base/PlacedOwnable.sol";

interface ISFCValidatorID {
    function getValidatorID(address auth) external view returns (uint256);
}

/// Validator metadata, shaped like mainnet's StakerInfo: getInfo(id) returns a URL of a JSON document with
/// name, website, contact and logoUrl. The devnet stores `data:` URLs so the info works with no server.
contract StakerInfo is PlacedOwnable {
    address public sfc;
    mapping(uint256 => string) private _info;

    event InfoUpdated(uint256 indexed stakerID);

    function initialize(address owner_, address sfc_) external initializer {
        _initOwner(owner_);
        sfc = sfc_;
    }

    function updateInfo(string calldata configUrl) external {
        uint256 id = ISFCValidatorID(sfc).getValidatorID(msg.sender);
        require(id != 0, "Address does not belong to a staker!");
        _info[id] = configUrl;
        emit InfoUpdated(id);
    }

    function setInfo(uint256 stakerID, string calldata configUrl) external onlyOwner {
        _info[stakerID] = configUrl;
        emit InfoUpdated(stakerID);
    }

    function getInfo(uint256 stakerID) external view returns (string memory) {
        return _info[stakerID];
    }
}
