/** A passkey's answer no authenticator made: it names no stored credential, so it is refused. */
export const unknownPasskeyAnswer = {
  id: 'bm8tc3VjaC1jcmVkZW50aWFs',
  rawId: 'bm8tc3VjaC1jcmVkZW50aWFs',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
};

/** A new passkey's answer no authenticator made: its challenge was never handed out. */
export const unknownPasskeyRegistration = {
  name: 'Matrix',
  response: {
    id: 'bm8tc3VjaC1jcmVkZW50aWFs',
    rawId: 'bm8tc3VjaC1jcmVkZW50aWFs',
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  },
};
