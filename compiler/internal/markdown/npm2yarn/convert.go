package npm2yarn

// The conversion of npm commands to another package manager's, as the
// npm-to-yarn package (3.x, which @docusaurus/remark-plugin-npm2yarn 3 calls)
// converts them: the same tables, the same argument splitting, the same
// "couldn't auto-convert" note for a command it does not know. Ported, not
// run: contentc runs no JavaScript while rendering.

import (
	"regexp"
	"slices"
	"strings"
)

var (
	unchangedCommands = []string{"test", "login", "logout", "link", "unlink", "publish", "cache", "start", "stop", "test"}
	yarnCommands      = []string{"init", "run", "add", "audit", "autoclean", "bin", "check", "config", "create", "dedupe",
		"generate-lock-entry", "global", "help", "import", "info", "install", "licenses", "list", "lockfile", "outdated",
		"owner", "pack", "policies", "prune", "remove", "self-update", "tag", "team", "upgrade", "upgrade-interactive",
		"version", "versions", "why", "workspace", "workspaces"}
	executors        = []string{"npx", "yarn dlx", "pnpm dlx", "bun x", "nubx"}
	executorCommands = map[string]string{"yarn": "yarn dlx", "pnpm": "pnpm dlx", "bun": "bun x"}
	// npmCommand is every "npm" and the rest of its command (up to a line end
	// or &), anywhere in the code: npm-to-yarn's pattern.
	npmCommand = regexp.MustCompile(`npm(?: +([^&\n\r]*))?`)
)

const notConverted = "\n# couldn't auto-convert command"

// Convert returns code with its npm commands as the package manager to's
// (yarn, pnpm or bun; any other name is read as yarn, as npm-to-yarn reads it).
func Convert(code, to string) string {
	trimmed := strings.TrimLeft(code, " \t\n\r\v\f")
	for _, e := range executors {
		if trimmed == e || strings.HasPrefix(trimmed, e+" ") {
			cmd, ok := executorCommands[to]
			if !ok {
				cmd = executorCommands["yarn"]
			}
			return strings.Replace(code, e, cmd, 1)
		}
	}
	conv := toYarn
	switch to {
	case "pnpm":
		conv = toPnpm
	case "bun":
		conv = toBun
	}
	var b strings.Builder
	last := 0
	for _, m := range npmCommand.FindAllStringSubmatchIndex(code, -1) {
		b.WriteString(code[last:m[0]])
		var command *string
		if m[2] >= 0 {
			s := code[m[2]:m[3]]
			command = &s
		}
		b.WriteString(conv(command))
		last = m[1]
	}
	b.WriteString(code[last:])
	return b.String()
}

// asWritten is the command as npm-to-yarn concatenates it: "undefined" after
// an "npm" with nothing after it.
func asWritten(command *string) string {
	if command == nil {
		return "undefined"
	}
	return *command
}

// parse splits a command at spaces outside quotes, as npm-to-yarn does (a
// backslash keeps a quote from opening or closing, not a space from splitting).
func parse(command string) []string {
	var args []string
	var quote byte
	escaped := false
	var part strings.Builder
	for i := 0; i < len(command); i++ {
		c := command[i]
		switch {
		case c == '\\':
			part.WriteByte(c)
			escaped = true
			continue
		case c == ' ' && quote == 0:
			args = append(args, part.String())
			part.Reset()
		case !escaped && (c == '"' || c == '\''):
			part.WriteByte(c)
			if c == quote {
				quote = 0
			} else if quote == 0 {
				quote = c
			}
		default:
			part.WriteByte(c)
		}
		escaped = false
	}
	return append(args, part.String())
}

// argsOf parses a matched command and drops its first "--".
func argsOf(command *string) []string {
	s := ""
	if command != nil {
		s = *command
	}
	args := parse(strings.TrimSpace(s))
	if i := slices.Index(args, "--"); i >= 0 {
		args = slices.Delete(args, i, i+1)
	}
	return args
}

func joined(cmd string, args []string) string {
	kept := make([]string, 0, len(args))
	for _, a := range args {
		if a != "" {
			kept = append(kept, a)
		}
	}
	return cmd + " " + strings.Join(kept, " ")
}

func mapArgs(args []string, f func(string) string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = f(a)
	}
	return out
}

type table map[string]func([]string) []string

// rename is a table entry that only renames the command.
func rename(to string) func([]string) []string {
	return func(args []string) []string { args[0] = to; return args }
}

func yarnInstallArgs(args []string) []string {
	if slices.Contains(args, "--global") || slices.Contains(args, "-g") {
		args = append([]string{"global"}, args...)
	}
	return mapArgs(args, func(a string) string {
		switch a {
		case "--save-dev", "-D":
			return "--dev"
		case "--save-prod", "-P":
			return "--production"
		case "--no-package-lock":
			return "--no-lockfile"
		case "--save-optional", "-O":
			return "--optional"
		case "--save-exact", "-E":
			return "--exact"
		case "--save", "-S", "--global", "-g":
			return ""
		}
		return a
	})
}

// createArgs is npm init/create <initializer> as `create`, without @latest
// and --scope (yarn and pnpm alike).
func createArgs(args []string) []string {
	if len(args) > 1 && args[1] != "" && !strings.HasPrefix(args[1], "-") {
		args[0] = "create"
		if i := strings.LastIndex(args[1], "@latest"); i > 0 {
			args[1] = args[1][:i]
		}
	}
	return slices.DeleteFunc(args, func(a string) bool { return a == "--scope" })
}

var yarnTable table

func init() {
	uninstall := func(args []string) []string { args[0] = "remove"; return yarnInstallArgs(args) }
	install := func(args []string) []string {
		if len(args) == 1 {
			return []string{"install"}
		}
		args[0] = "add"
		return yarnInstallArgs(args)
	}
	rebuild := func(args []string) []string { args[0] = "add"; return append(args, "--force") }
	run := func(args []string) []string {
		if len(args) > 1 && args[1] != "" && !slices.Contains(unchangedCommands, args[1]) && !slices.Contains(yarnCommands, args[1]) {
			args = args[1:]
		}
		return args
	}
	ls := func(args []string) []string {
		args[0] = "list"
		var packages []string
		for _, a := range args[1:] {
			if strings.HasPrefix(a, "-") {
				break
			}
			packages = append(packages, a)
		}
		if len(packages) > 0 {
			args = slices.Replace(args, 1, 1+len(packages), "--pattern", `"`+strings.Join(packages, "|")+`"`)
		}
		return args
	}
	yarnTable = table{
		"install": install, "i": install,
		"uninstall": uninstall, "un": uninstall, "remove": uninstall, "r": uninstall, "rm": uninstall,
		"version": func(args []string) []string {
			return mapArgs(args, func(a string) string {
				switch a {
				case "major", "minor", "patch":
					return "--" + a
				}
				return a
			})
		},
		"rb": rebuild, "rebuild": rebuild,
		"run":  run,
		"exec": func(args []string) []string { args[0] = "run"; return run(args) },
		"ls":   ls, "list": ls,
		"init": createArgs, "create": createArgs,
		"ln": rename("link"), "t": rename("test"), "tst": rename("test"), "outdated": rename("outdated"),
		"pack": func(args []string) []string {
			return mapArgs(args, func(a string) string { return packDestination(a, "--filename ") })
		},
	}
}

var packDestinationRe = regexp.MustCompile(`^--pack-destination[\s=]`)

func packDestination(a, with string) string {
	if loc := packDestinationRe.FindStringIndex(a); loc != nil {
		return with + a[loc[1]:]
	}
	return a
}

func toYarn(command *string) string {
	args := argsOf(command)
	if slices.Contains(unchangedCommands, args[0]) {
		return joined("yarn", args)
	}
	if f, ok := yarnTable[args[0]]; ok {
		return joined("yarn", f(args))
	}
	return "npm " + asWritten(command) + notConverted
}

func pnpmInstallArgs(args []string) []string {
	return mapArgs(args, func(a string) string {
		switch a {
		case "--save", "-S":
			return ""
		case "--no-package-lock":
			return "--frozen-lockfile"
		}
		return a
	})
}

// filterArg turns the packages named after the command into pnpm's --filter.
func filterArg(args []string) []string {
	if len(args) <= 1 {
		return args
	}
	var filter, rest []string
	for i, a := range args {
		if i != 0 && !strings.HasPrefix(a, "-") {
			filter = append(filter, a)
		} else {
			rest = append(rest, a)
		}
	}
	if len(filter) == 0 {
		return args
	}
	return append(rest, "--filter", strings.Join(filter, " "))
}

var pnpmTable table

func init() {
	install := func(args []string) []string {
		named := 0
		for _, a := range args {
			if !strings.HasPrefix(a, "-") {
				named++
			}
		}
		if len(args) > 1 && named > 1 {
			args[0] = "add"
		}
		return pnpmInstallArgs(args)
	}
	uninstall := func(args []string) []string { args[0] = "remove"; return pnpmInstallArgs(args) }
	rebuild := func(args []string) []string { args[0] = "rebuild"; return filterArg(args) }
	list := func(args []string) []string {
		return mapArgs(args, func(a string) string {
			if strings.HasPrefix(a, "--depth=") {
				return "--depth " + strings.Split(a, "=")[1]
			}
			switch a {
			case "--production":
				return "--prod"
			case "--development":
				return "--dev"
			}
			return a
		})
	}
	pnpmTable = table{
		"install": install, "i": install,
		"uninstall": uninstall, "un": uninstall, "remove": uninstall, "r": uninstall, "rm": uninstall,
		"rb": rebuild, "rebuild": rebuild,
		"run": rename("run"), "exec": rename("exec"),
		"ls": list, "list": list,
		"init": createArgs, "create": createArgs,
		"ln": rename("link"), "t": rename("test"), "test": rename("test"), "tst": rename("test"),
		"start": rename("start"), "link": rename("link"), "unlink": filterArg, "outdated": rename("outdated"),
		"pack": func(args []string) []string {
			return mapArgs(args, func(a string) string { return packDestination(a, "--pack-destination ") })
		},
	}
}

func toPnpm(command *string) string {
	args := argsOf(command)
	if f, ok := pnpmTable[args[0]]; ok {
		return joined("pnpm", f(args))
	}
	return "npm " + asWritten(command) + notConverted
}

func bunInstallArgs(args []string) []string {
	return mapArgs(args, func(a string) string {
		switch a {
		case "--save-dev", "--development", "-D":
			return "--dev"
		case "--save-prod", "-P":
			return "--production"
		case "--no-package-lock":
			return "--no-save"
		case "--save-optional", "-O":
			return "--optional"
		case "--save-exact", "-E":
			return "--exact"
		case "--save", "-S":
			return ""
		case "--global", "-g":
			return "--global"
		}
		return a
	})
}

func toBun(command *string) string {
	args := argsOf(command)
	cmd := "bun"
	switch args[0] {
	case "install", "i":
		if len(args) == 1 {
			args = []string{"install"}
		} else {
			args[0] = "add"
		}
		args = bunInstallArgs(args)
	case "uninstall", "un", "remove", "r", "rm":
		args[0] = "remove"
		args = bunInstallArgs(args)
	case "cache":
		if len(args) > 1 && args[1] == "clean" {
			args = append([]string{"pm", "cache", "rm"}, args[2:]...)
		} else {
			cmd = "npm"
		}
	case "rebuild", "rb":
		args[0] = "add"
		args = append(args, "--force")
	case "run", "stop", "start", "unlink":
	case "list", "ls":
		args = bunInstallArgs(args)
		args[0] = "ls"
		args = append([]string{"pm"}, args...)
	case "init", "create":
		if len(args) > 1 && args[1] != "" {
			switch {
			case strings.HasPrefix(args[1], "@"):
				cmd = "bunx"
				args[1] = strings.Replace(args[1], "/", "/create-", 1)
				args = args[1:]
			case !strings.HasPrefix(args[1], "-"):
				cmd = "bunx"
				args[1] = "create-" + strings.Replace(args[1], "@latest", "", 1)
				args = args[1:]
			default:
				args[0] = "init"
			}
		}
	case "link", "ln":
		args = bunInstallArgs(args)
		args[0] = "link"
	case "test", "t", "tst":
		args[0] = "test"
		args = append([]string{"run"}, args...)
	case "exec":
		cmd = "bunx"
		args = args[1:]
	default:
		cmd = "npm"
	}
	args = slices.DeleteFunc(args, func(a string) bool { return a == "--" })
	out := joined(cmd, args)
	if cmd == "npm" {
		out += notConverted
	}
	return strings.Replace(out, "=", " ", 1)
}
