import { parseDataKey } from '../at-rest/data-key.ts'
import { createSealer } from '../at-rest/sealer.ts'

/** The DATA_KEY every test server gets unless its test names another (instances of one database share it). */
export const testDataKey = 'dGVzdCBkYXRhIGtleSwgbm90IGZvciBwcm9kdWN0aW8'
export const testSealer = createSealer(parseDataKey(testDataKey))
