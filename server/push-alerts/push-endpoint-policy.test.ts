import type { LookupAddress } from 'node:dns'
import { describe, expect, it } from 'vitest'
import { checkPushEndpoint, isPublicAddress, PrivateAddressError, publicOnlyLookup } from './push-endpoint-policy.ts'

describe('push endpoint policy', () => {
  it("accepts the browsers' push services on the standard port only", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/x',
      'https://api.push.apple.com/x',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
      'https://FCM.googleapis.com/fcm/send/x',
    ])
      expect(checkPushEndpoint(endpoint, []), endpoint).toMatchObject({ allowed: true, trusted: false })
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:444/x',
      'https://push.apple.com.example/x',
      'https://notify.windows.com.example/x',
      'https://xpush.apple.com/x',
      'https://8.8.8.8/x',
      'https://[2001:4860::1]/x',
      'not a url',
    ])
      expect(checkPushEndpoint(endpoint, []), endpoint).toEqual({ allowed: false })
  })

  it('trusts the hosts the operator names, on any port', () => {
    expect(checkPushEndpoint('https://127.0.0.1:8443/x', ['127.0.0.1'])).toEqual({
      allowed: true,
      host: '127.0.0.1',
      trusted: true,
    })
    expect(checkPushEndpoint('https://[::1]:8443/x', ['::1'])).toMatchObject({ allowed: true })
    expect(checkPushEndpoint('https://127.0.0.2/x', ['127.0.0.1'])).toEqual({ allowed: false })
  })

  it('calls only unicast internet addresses public', () => {
    for (const address of ['8.8.8.8', '142.250.1.1', '2001:4860:4860::8888'])
      expect(isPublicAddress(address), address).toBe(true)
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'nonsense',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses a name when any address it resolves to is not public', async () => {
    const lookupOf = (addresses: LookupAddress[]) =>
      publicOnlyLookup((_hostname, _options, callback) => callback(null, addresses))
    const run = (lookup: ReturnType<typeof publicOnlyLookup>, all: boolean) =>
      new Promise<unknown>((resolve, reject) =>
        lookup('fcm.googleapis.com', { all }, (error, address) => (error ? reject(error) : resolve(address))),
      )
    await expect(run(lookupOf([{ address: '142.250.1.1', family: 4 }]), false)).resolves.toBe('142.250.1.1')
    await expect(run(lookupOf([{ address: '142.250.1.1', family: 4 }]), true)).resolves.toEqual([
      { address: '142.250.1.1', family: 4 },
    ])
    const mixed = lookupOf([
      { address: '142.250.1.1', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ])
    await expect(run(mixed, true)).rejects.toBeInstanceOf(PrivateAddressError)
    await expect(run(lookupOf([{ address: '::1', family: 6 }]), false)).rejects.toBeInstanceOf(PrivateAddressError)
    await expect(run(lookupOf([]), false)).rejects.toBeInstanceOf(PrivateAddressError)
  })
})
