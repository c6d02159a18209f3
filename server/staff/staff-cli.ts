// npm run staff: the staff command (staff-command.ts) on this process's arguments, input and environment.
import { runStaffCommand } from './staff-command.ts'

const result = await runStaffCommand(process.argv.slice(2), {
  input: process.stdin,
  prompt: (text) => process.stderr.write(text),
  env: process.env,
})
process.stdout.write(result.out)
process.stderr.write(result.err)
process.exitCode = result.code
