/**
 * Public development mnemonics and keys (docs/wallets.md#well-known-keys: restoring one is flagged). Anyone
 * can sweep funds sent to these addresses (users of an earlier Fantom wallet saw Hardhat account #0 drained
 * within seconds). Addresses are listed so a restore by mnemonic, private key or keystore is caught alike;
 * the test re-derives every entry from its mnemonic or key.
 */
export const WELL_KNOWN_SECRETS: ReadonlyArray<{
  label: string;
  /** The phrase, when the accounts come from a public mnemonic (m/44'/60'/0'/0/N, N from 0). */
  mnemonic?: string;
  /** The public private keys, when listed directly. */
  privateKeys?: readonly string[];
  /** Lower-case addresses without 0x, in index order. */
  addresses: readonly string[];
}> = [
  {
    label: 'Hardhat / Anvil / Foundry default mnemonic',
    mnemonic: 'test test test test test test test test test test test junk',
    addresses: (
      'f39fd6e51aad88f6f4ce6ab8827279cfffb92266 70997970c51812dc3a010c7d01b50e0d17dc79c8 ' +
      '3c44cdddb6a900fa2b585dd299e03d12fa4293bc 90f79bf6eb2c4f870365e785982e1f101e93b906 ' +
      '15d34aaf54267db7d7c367839aaf71a00a2c6a65 9965507d1a55bcc2695c58ba16fb37d819b0a4dc ' +
      '976ea74026e726554db657fa54763abd0c3a0aa9 14dc79964da2c08b23698b3d3cc7ca32193d9955 ' +
      '23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f a0ee7a142d267c1f36714e4a8f75612f20a79720 ' +
      'bcd4042de499d14e55001ccbb24a551f3b954096 71be63f3384f5fb98995898a86b02fb2426c5788 ' +
      'fabb0ac9d68b0b445fb7357272ff202c5651694a 1cbd3b2770909d4e10f157cabc84c7264073c9ec ' +
      'df3e18d64bc6a983f673ab319ccae4f1a57c7097 cd3b766ccdd6ae721141f452c550ca635964ce71 ' +
      '2546bcd3c84621e976d8185a91a922ae77ecec30 bda5747bfd65f08deb54cb465eb87d40e51b197e ' +
      'dd2fd4581271e230360230f9337d5c0430bf44c0 8626f6940e2eb28930efb4cef49b2d1f2c9c1199'
    ).split(' '),
  },
  {
    label: 'Ganache deterministic mnemonic',
    mnemonic: 'myth like bonus scare over problem client lizard pioneer submit female collect',
    addresses: (
      '90f8bf6a479f320ead074411a4b0e7944ea8c9c1 ffcf8fdee72ac11b5c542428b35eef5769c409f0 ' +
      '22d491bde2303f2f43325b2108d26f1eaba1e32b e11ba2b4d45eaed5996cd0823791e0c93114882d ' +
      'd03ea8624c8c5987235048901fb614fdca89b117 95ced938f7991cd0dfcb48f0a06a40fa1af46ebc ' +
      '3e5e9111ae8eb78fe1cc3bb8915d5d461f3ef9a9 28a8746e75304c0780e011bed21c72cd78cd535e ' +
      'aca94ef8bd5ffee41947b4585a84bda5a3d3da6e 1df62f291b2e969fb0849d99d9ce41e2f137006e'
    ).split(' '),
  },
  {
    label: 'Truffle develop mnemonic',
    mnemonic: 'candy maple cake sugar pudding cream honey rich smooth crumble sweet treat',
    addresses: (
      '627306090abab3a6e1400e9345bc60c78a8bef57 f17f52151ebef6c7334fad080c5704d77216b732 ' +
      'c5fdf4076b8f3a5357c5e395ab970b5b54098fef 821aea9a577a9b44299b9c15c88cf3087f3b5544 ' +
      '0d1d4e623d10f9fba5db95830f7d3839406c6af2 2932b7a2355d6fecc4b5c0b6bd44cc31df247a2e ' +
      '2191ef87e392377ec08e7c08eb105ef5448eced5 0f4f2ac550a1b4e2280d04c21cea7ebd822934b5 ' +
      '6330a553fc93768f612722bb8c2ec78ac90b3bbc 5aeda56215b167893e80b4fe645ba6d5bab767de'
    ).split(' '),
  },
  {
    label: 'BIP39 test vector mnemonic',
    mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    addresses: (
      '9858effd232b4033e47d90003d41ec34ecaeda94 6fac4d18c912343bf86fa7049364dd4e424ab9c0 ' +
      'b6716976a3ebe8d39aceb04372f22ff8e6802d7a f3f50213c1d2e255e4b2bad430f8a38eef8d718e ' +
      '51ca8ff9f1c0a99f88e86b8112ea3237f55374ca'
    ).split(' '),
  },
  {
    label: 'BIP39 test vector mnemonic',
    mnemonic: `${'abandon '.repeat(23)}art`,
    addresses: (
      'f278cf59f82edcf871d630f28ecc8056f25c1cdb f785bd075874b8423d3583728a981399f31e95aa ' +
      '60af1c6a5d03f9f1b1b74931499bc99e72ff8da9 df7f9c4b9b9b9580b265dcd892173e9bd90e067f ' +
      'c1080bb846f3b862d04e72ead4b92a4d47233d98'
    ).split(' '),
  },
  {
    label: 'BIP39 test vector mnemonic',
    mnemonic: 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong',
    addresses: (
      'fc2077ca7f403cbeca41b1b0f62d91b5ea631b5e d1a7451beb6fe0326b4b78e3909310880b781d66 ' +
      '578270b5e5b53336bac354756b763b309eca90ef 909f59835a5a120eafe1c60742485b7ff0e305da ' +
      '5711ced5ce6d91ec7af3e5b02ddb47f409d42818'
    ).split(' '),
  },
  {
    label: 'BIP39 test vector mnemonic',
    mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
    addresses: (
      '58a57ed9d8d624cbd12e2c467d34787555bb1b25 0d3eb21b6b21833a4939cfff4810e9ae0758e12c ' +
      'e42f4612e154153b68e241e8fde337e0c4dd6bbd 2f07c220dc62ce9531bc44b695a6d93578806d8d ' +
      '1454168e82efa260f49a6f86612cc6414ba633e9'
    ).split(' '),
  },
  {
    label: 'Trivial private key',
    privateKeys: [
      '0x0000000000000000000000000000000000000000000000000000000000000001',
      '0x0000000000000000000000000000000000000000000000000000000000000002',
    ],
    addresses: ['7e5f4552091a69125d5dfcb7b8c2659029395bdf', '2b5ad5c4795c026514f8317c7a215e218dccd6cf'],
  },
  {
    label: 'Keystore standard test vector key',
    privateKeys: ['0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d'],
    addresses: ['008aeeda4d805471df9b2a5b0f38a0c3bcba786b'],
  },
];
