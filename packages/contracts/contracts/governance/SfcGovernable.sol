// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlacedOwnable} from "../base/PlacedOwnable.sol";
import {IGovernable} from "./IGovernable.sol";

interface ISFCStakes {
    function totalActiveStake() external view returns (uint256);
    function getValidatorID(address auth) external view returns (uint256);
    function getStake(address delegator, uint256 validatorID) external view returns (uint256);
    function getValidator(uint256 validatorID)
        external
        view
        returns (
            uint256 status,
            uint256 deactivatedTime,
            uint256 deactivatedEpoch,
            uint256 receivedStake,
            uint256 createdEpoch,
            uint256 createdTime,
            address auth
        );
}

/// The governable adapter (mainnet 0xc5Bb9231…dfFE) over the SFC v3 stake getters: weights are stakes in
/// validators that are active (status OK); a validator counts by its auth address.
contract SfcGovernable is PlacedOwnable, IGovernable {
    ISFCStakes public sfc;

    function initialize(address owner_, address sfc_) external initializer {
        _initOwner(owner_);
        sfc = ISFCStakes(sfc_);
    }

    function getTotalWeight() external view returns (uint256) {
        return sfc.totalActiveStake();
    }

    function getReceivedWeight(address validator) external view returns (uint256) {
        uint256 id = _activeValidatorID(validator);
        if (id == 0) return 0;
        (, , , uint256 receivedStake, , , ) = sfc.getValidator(id);
        return receivedStake;
    }

    function getWeight(address from, address to) external view returns (uint256) {
        uint256 id = _activeValidatorID(to);
        return id == 0 ? 0 : sfc.getStake(from, id);
    }

    function _activeValidatorID(address auth) private view returns (uint256) {
        uint256 id = sfc.getValidatorID(auth);
        if (id == 0) return 0;
        (uint256 status, , , , , , ) = sfc.getValidator(id);
        return status == 0 ? id : 0;
    }
}
