// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedOwnable} from "../base/PlacedOwnable.sol";

interface IERC20Like {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Name registry with the Rave Names v1 calls the wallet uses. Names are stored upper-case, one per address.
/// The NFT part of the original is left out (the wallet never uses it).
contract RaveNames is PlacedOwnable {
    uint256 public FEE_AMT;

    mapping(string => address) private _ownerOf;
    mapping(address => string) private _nameOf;
    mapping(string => string) private _avatar;
    mapping(string => string) private _attrLink;

    event Registered(string name, address indexed owner);
    event AvatarUpdated(string name, string avatar);
    event LinkUpdated(string name, string link);
    event NameTransferred(string name, address from, address to);

    function initialize(address owner_, uint256 fee) external initializer {
        _initOwner(owner_);
        FEE_AMT = fee;
    }

    function changeFee(uint256 fee) external onlyOwner {
        FEE_AMT = fee;
    }

    function registerName(string calldata name) external payable {
        require(msg.value == FEE_AMT, "You need to pay the right amount");
        string memory upper = _upper(name);
        require(bytes(upper).length > 0, "Name must not be empty");
        require(_ownerOf[upper] == address(0), "Name already registered");
        require(bytes(_nameOf[msg.sender]).length == 0, "Address already owns a name");
        _ownerOf[upper] = msg.sender;
        _nameOf[msg.sender] = upper;
        emit Registered(upper, msg.sender);
    }

    /// Exact comparison, as in the original: callers upper-case first.
    function isOwnedByMapping(string calldata name) external view returns (bool) {
        return _ownerOf[name] != address(0);
    }

    function getOwnerOfName(string calldata name) public view returns (address) {
        return _ownerOf[_upper(name)];
    }

    function getNameFromOwner(address owner_) external view returns (string memory) {
        return _nameOf[owner_];
    }

    function setAvatar(string calldata name, string calldata avatar) external {
        string memory upper = _upper(name);
        require(_ownerOf[upper] == msg.sender, "You do not own this name");
        _avatar[upper] = avatar;
        emit AvatarUpdated(upper, avatar);
    }

    function getAvatar(string calldata name) external view returns (string memory) {
        return _avatar[_upper(name)];
    }

    function setIPFSAttrLink(string calldata name, string calldata link) external {
        string memory upper = _upper(name);
        require(_ownerOf[upper] == msg.sender, "You do not own this name");
        _attrLink[upper] = link;
        emit LinkUpdated(upper, link);
    }

    function getAttrLink(string calldata name) external view returns (string memory) {
        return _attrLink[_upper(name)];
    }

    function transferName(address from, address to, string calldata name) external {
        string memory upper = _upper(name);
        require(from == msg.sender && _ownerOf[upper] == from, "You do not own this name");
        require(bytes(_nameOf[to]).length == 0, "Address already owns a name");
        _ownerOf[upper] = to;
        delete _nameOf[from];
        _nameOf[to] = upper;
        emit NameTransferred(upper, from, to);
    }

    function sendFTMToName(string calldata name) external payable {
        address to = getOwnerOfName(name);
        require(to != address(0), "Name not registered");
        (bool sent, ) = payable(to).call{value: msg.value}("");
        require(sent, "Failed to send FTM");
    }

    function sendERC20ToName(address token, uint256 amount, string calldata name) external {
        address to = getOwnerOfName(name);
        require(to != address(0), "Name not registered");
        require(IERC20Like(token).transferFrom(msg.sender, to, amount), "Transfer failed");
    }

    function _upper(string memory s) internal pure returns (string memory) {
        bytes memory b = bytes(s);
        bytes memory out = new bytes(b.length);
        for (uint256 i = 0; i < b.length; i++) {
            bytes1 c = b[i];
            out[i] = (c >= 0x61 && c <= 0x7a) ? bytes1(uint8(c) - 32) : c;
        }
        return string(out);
    }
}
