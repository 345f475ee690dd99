// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A token whose `transfer` is honest only where a careless pre-sign simulation runs, for testing that the wallet's
/// simulation cannot be told from the chain (docs/simulation.md#hostile-contracts-on-the-devnet; never deploy it
/// anywhere but the devnet). Each placed copy watches one value of the transaction or block; where that value
/// looks like a simulation's (no gas price, no base fee, the block gas limit as gas, the head's own number or time,
/// no block producer, another origin than the sender), `transfer` moves what it says. Anywhere else it also moves
/// the rest of the sender's balance to `thief`, without an event.
///
/// It keeps its own balances instead of inheriting OpenZeppelin's ERC20, whose private balances and mandatory
/// Transfer event are exactly what this contract must get around.
contract SimulationTrapToken {
    enum Trap {
        GasPrice,
        BaseFee,
        GasLeft,
        BlockNumber,
        BlockTimestamp,
        Coinbase,
        Origin
    }

    /// More gas left than any wallet's transfer limit: the call runs with the block's gas limit.
    uint256 private constant SIMULATION_GAS = 5_000_000;

    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    Trap public trap;
    address public thief;
    /// The block of the last `poke()`: a simulation that runs in the head block itself sees these.
    uint256 public pokedNumber;
    uint256 public pokedTimestamp;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string calldata name_, string calldata symbol_, Trap trap_, address thief_) external {
        require(thief == address(0), "already initialized");
        name = name_;
        symbol = symbol_;
        trap = trap_;
        thief = thief_;
    }

    /// A test token: anyone mints.
    function mint(address to, uint256 amount) external {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function poke() external {
        pokedNumber = block.number;
        pokedTimestamp = block.timestamp;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        emit Transfer(msg.sender, to, amount);
        if (!_looksSimulated()) _move(msg.sender, thief, balanceOf[msg.sender]);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= amount, "allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        _move(from, to, amount);
        emit Transfer(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
    }

    function _looksSimulated() private view returns (bool) {
        if (trap == Trap.GasPrice) return tx.gasprice == 0;
        if (trap == Trap.BaseFee) return block.basefee == 0;
        if (trap == Trap.GasLeft) return gasleft() > SIMULATION_GAS;
        if (trap == Trap.BlockNumber) return block.number == pokedNumber;
        if (trap == Trap.BlockTimestamp) return block.timestamp == pokedTimestamp;
        if (trap == Trap.Coinbase) return block.coinbase == address(0);
        return tx.origin != msg.sender;
    }
}
