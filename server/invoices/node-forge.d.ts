// node-forge (the peer of @signpdf/signer-p12 that reads PKCS#12 files) ships no types: the calls the PAdES signer makes.
declare module 'node-forge' {
  namespace forge {
    interface Asn1 {
      tagClass: number
      type: number
      constructed: boolean
      value: Asn1[] | string
    }
    interface ByteBuffer {
      getBytes(): string
    }
    interface Certificate {
      serialNumber: string
      issuer: unknown
    }
    interface Bag {
      cert?: Certificate
      key?: unknown
    }
    interface Pkcs12 {
      getBags(filter: { bagType: string }): Record<string, Bag[] | undefined>
    }
    const asn1: {
      Class: { UNIVERSAL: number; CONTEXT_SPECIFIC: number }
      Type: { INTEGER: number; NULL: number; OCTETSTRING: number; OID: number; SEQUENCE: number; SET: number }
      create(tagClass: number, type: number, constructed: boolean, value: Asn1[] | string): Asn1
      fromDer(bytes: string): Asn1
      toDer(value: Asn1): ByteBuffer
      oidToDer(oid: string): ByteBuffer
    }
    const pkcs12: {
      pkcs12FromAsn1(value: Asn1, strict: boolean, password: string): Pkcs12
    }
    const pki: {
      oids: { certBag: string; pkcs8ShroudedKeyBag: string }
      certificateToAsn1(certificate: Certificate): Asn1
      distinguishedNameToAsn1(name: unknown): Asn1
      privateKeyToPem(key: unknown): string
    }
    const util: {
      hexToBytes(hex: string): string
    }
  }
  export default forge
}
