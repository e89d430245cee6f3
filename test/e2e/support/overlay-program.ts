// Type-checks the workspace as it would be with some files added or changed, without writing a
// byte of it: the compiler reads the overlaid files from memory and every other file from disk.
// Parsed files are kept between programs, so checking several variants parses the workspace once.
import { join } from 'node:path';
import ts from 'typescript';

/** Files by absolute path: new files, and the full new text of changed ones. */
export type Overlay = ReadonlyMap<string, string>;

export interface CompileError {
  /** Path relative to the workspace root, or '' for a global error. */
  file: string;
  line: number;
  code: number;
  message: string;
}

export class OverlayCompiler {
  readonly #options: ts.CompilerOptions;
  readonly #fileNames: readonly string[];
  readonly #parsed = new Map<string, ts.SourceFile>();
  readonly #overlaid = new Map<string, ts.SourceFile>();
  #previous: ts.Program | undefined;

  constructor(readonly root: string) {
    const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    });
    if (config === undefined) throw new Error(`no tsconfig.json at ${root}`);
    this.#options = config.options;
    this.#fileNames = config.fileNames;
  }

  /** The root program's files that `keep` selects (paths relative to the workspace root). */
  filesOf(keep: (relative: string) => boolean): string[] {
    return this.#fileNames.filter((f) => keep(f.slice(this.root.length + 1)));
  }

  /**
   * The errors of `checked` (absolute paths; the overlay's new files are roots too) in the
   * program of `roots` with `overlay` laid over the disk. Only `checked` are checked, which is
   * what keeps a variant cheap: the checker resolves what they use and no more. It yields between
   * files so that a long check does not starve the test runner's messages.
   */
  async errors(roots: readonly string[], overlay: Overlay, checked: readonly string[]): Promise<CompileError[]> {
    const newFiles = [...overlay.keys()].filter((f) => f.endsWith('.ts') && !ts.sys.fileExists(f));
    const program = ts.createProgram({
      rootNames: [...new Set([...roots, ...newFiles])],
      options: this.#options,
      host: this.#host(overlay),
      ...(this.#previous ? { oldProgram: this.#previous } : {}),
    });
    this.#previous = program;
    const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    for (const file of checked) {
      await new Promise((resolve) => setImmediate(resolve));
      const source = program.getSourceFile(file);
      if (source === undefined) throw new Error(`${file} is not part of the program`);
      diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
    }
    return diagnostics.map((d) => this.#errorOf(d));
  }

  #host(overlay: Overlay): ts.CompilerHost {
    const host = ts.createCompilerHost(this.#options, true);
    const underOverlay = (dir: string) => [...overlay.keys()].some((f) => f.startsWith(`${dir}/`));
    return {
      ...host,
      fileExists: (f) => overlay.has(f) || host.fileExists(f),
      readFile: (f) => overlay.get(f) ?? host.readFile(f),
      directoryExists: (d) => underOverlay(d) || (host.directoryExists?.(d) ?? ts.sys.directoryExists(d)),
      getSourceFile: (f, language) => {
        const text = overlay.get(f);
        if (text !== undefined) return this.#overlaidFile(f, text, language);
        let source = this.#parsed.get(f);
        if (source === undefined) {
          source = host.getSourceFile(f, language);
          if (source !== undefined) this.#parsed.set(f, source);
        }
        return source;
      },
    };
  }

  #overlaidFile(file: string, text: string, language: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile {
    const key = `${file}\0${text}`;
    let source = this.#overlaid.get(key);
    if (source === undefined) {
      source = ts.createSourceFile(file, text, language, true);
      this.#overlaid.set(key, source);
    }
    return source;
  }

  #errorOf(d: ts.Diagnostic): CompileError {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return { file: '', line: 0, code: d.code, message };
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return { file: d.file.fileName.slice(this.root.length + 1), line: line + 1, code: d.code, message };
  }
}
