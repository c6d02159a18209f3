import { createHash, createPrivateKey, type KeyObject, sign, X509Certificate } from 'node:crypto'
import { Signer } from '@signpdf/utils'
import forge from 'node-forge'
import type { InvoiceSigning } from './invoice-signing-env.ts'

const { asn1, pki } = forge
type Asn1 = forge.asn1.Asn1

const oids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  /** id-aa-signingCertificateV2 (RFC 5035): binds the signer's certificate into what is signed. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
}

const { UNIVERSAL, CONTEXT_SPECIFIC } = asn1.Class
const sequence = (...values: Asn1[]) => asn1.create(UNIVERSAL, asn1.Type.SEQUENCE, true, values)
const setOf = (...values: Asn1[]) => asn1.create(UNIVERSAL, asn1.Type.SET, true, values)
/** [0] IMPLICIT, as SignedData's certificates and SignerInfo's signed attributes are tagged. */
const tagged = (...values: Asn1[]) => asn1.create(CONTEXT_SPECIFIC, 0, true, values)
const oid = (id: string) => asn1.create(UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes())
const octets = (bytes: Buffer) => asn1.create(UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('latin1'))
const version1 = () => asn1.create(UNIVERSAL, asn1.Type.INTEGER, false, '\x01')
const asn1Null = () => asn1.create(UNIVERSAL, asn1.Type.NULL, false, '')
const der = (value: Asn1) => Buffer.from(asn1.toDer(value).getBytes(), 'latin1')
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest()
const attribute = (type: string, value: Asn1) => sequence(oid(type), setOf(value))

/** The signer's key, its certificate and the rest of the chain in the PKCS#12 file, read once. */
interface Identity {
  key: KeyObject
  certificate: forge.pki.Certificate
  certificateDer: Buffer
  chain: forge.pki.Certificate[]
}

const identities = new WeakMap<InvoiceSigning, Identity>()

/**
 * Opens the PKCS#12 file as @signpdf/signer-p12 would (node-forge; a wrong password throws), and
 * keeps what it holds for the process: unwrapping the key is most of a signature's time.
 */
function identityOf(signing: InvoiceSigning): Identity {
  const known = identities.get(signing)
  if (known !== undefined) return known
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(signing.p12.toString('latin1')), false, signing.passphrase)
  const certBag = pki.oids.certBag as string
  const chain = (p12.getBags({ bagType: certBag })[certBag] ?? []).flatMap((bag) =>
    bag.cert === undefined ? [] : [bag.cert],
  )
  const keyBagType = pki.oids.pkcs8ShroudedKeyBag as string
  const keyBag = p12.getBags({ bagType: keyBagType })[keyBagType]?.[0]
  if (keyBag?.key === undefined) throw new Error('The PKCS#12 file holds no private key')
  const key = createPrivateKey(pki.privateKeyToPem(keyBag.key))
  const certificate = chain.find((candidate) =>
    new X509Certificate(der(pki.certificateToAsn1(candidate))).checkPrivateKey(key),
  )
  if (certificate === undefined) throw new Error('No certificate in the PKCS#12 file matches its private key')
  const identity = { key, certificate, certificateDer: der(pki.certificateToAsn1(certificate)), chain }
  identities.set(signing, identity)
  return identity
}

/**
 * A CAdES signature for PAdES baseline B-B (ETSI EN 319 142-1, 319 122-1): a detached CMS SignedData
 * whose signed attributes are content-type, message-digest and signing-certificate-v2 (the SHA-256 of
 * the signer's certificate), and no signing-time (the signature dictionary's /M holds the time).
 * @signpdf/signer-p12 cannot write the certificate attribute (node-forge encodes only content-type,
 * message-digest and signing-time), so the structure is assembled here with node-forge's ASN.1 and
 * signed with node:crypto (RSA PKCS#1 v1.5, SHA-256, as signer-p12 does). Record 087.
 */
export class PadesSigner extends Signer {
  readonly #signing: InvoiceSigning

  constructor(signing: InvoiceSigning) {
    super()
    this.#signing = signing
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { key, certificate, certificateDer, chain } = identityOf(this.#signing)
    if (key.asymmetricKeyType !== 'rsa') throw new Error('The signing key is not an RSA key')
    const essCertIdV2 = sequence(octets(sha256(certificateDer))) // hashAlgorithm: SHA-256, the default, left out
    const signedAttributes = [
      attribute(oids.contentType, oid(oids.data)),
      attribute(oids.messageDigest, octets(sha256(content))),
      attribute(oids.signingCertificateV2, sequence(sequence(essCertIdV2))),
    ].sort((a, b) => Buffer.compare(der(a), der(b))) // DER orders a SET OF by encoding
    const signature = sign('sha256', der(setOf(...signedAttributes)), key)
    const issuerAndSerial = sequence(
      pki.distinguishedNameToAsn1(certificate.issuer),
      asn1.create(UNIVERSAL, asn1.Type.INTEGER, false, forge.util.hexToBytes(certificate.serialNumber)),
    )
    const signerInfo = sequence(
      version1(),
      issuerAndSerial,
      sequence(oid(oids.sha256)),
      tagged(...signedAttributes),
      sequence(oid(oids.rsaEncryption), asn1Null()),
      octets(signature),
    )
    const signedData = sequence(
      version1(),
      setOf(sequence(oid(oids.sha256))),
      sequence(oid(oids.data)),
      tagged(...chain.map((each) => pki.certificateToAsn1(each))),
      setOf(signerInfo),
    )
    return der(sequence(oid(oids.signedData), tagged(signedData)))
  }
}
