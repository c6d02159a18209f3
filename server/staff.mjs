// npm run staff -- add|remove|list [email]: the staff command, compiled or from source (see start.mjs).
import { launch } from './start.mjs'

await launch('staff/staff-cli')
