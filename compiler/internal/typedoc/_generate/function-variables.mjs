// TypeDoc plugin: document `export declare const X: CallableType` as a function.
//
// Why: the original reference (54 functions, 63 variables) was made by an older
// TypeDoc that converted every variable whose type has call signatures as a
// function, and a function whose type also has properties got them as members:
// React's FC gives propTypes, contextTypes, defaultProps and displayName,
// MemoExoticComponent gives $$typeof, displayName and type. Those members are
// the /all-types/namespaces/<Component>/ pages. TypeDoc 0.28 converts a
// variable as a function only without a type annotation or with an explicit
// @function tag, and every declaration in a .d.ts has an annotation. Adding the
// @function modifier to the comment TypeDoc reads for such a variable selects
// the conversion the tag would, without editing the published .d.ts.
//
// Pinned to TypeDoc 0.28: Context#getComment is not a documented plugin API.
import { Context, Models, TypeScript as ts } from "typedoc";

export function load() {
  const getComment = Context.prototype.getComment;
  if (typeof getComment !== "function") {
    throw new Error("function-variables.mjs: Context.prototype.getComment is gone; this plugin targets TypeDoc 0.28");
  }
  Context.prototype.getComment = function (symbol, kind) {
    const comment = getComment.call(this, symbol, kind);
    if (kind !== Models.ReflectionKind.Variable) return comment;
    const decl = symbol.getDeclarations()?.[0];
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.type) return comment;
    const type = this.checker.getTypeOfSymbolAtLocation(symbol, decl);
    // A class-like value (construct signatures) stays a variable.
    if (type.getCallSignatures().length === 0 || type.getConstructSignatures().length > 0) return comment;
    // getComment returns a clone of TypeDoc's cached comment, so adding to it
    // changes only this conversion.
    const out = comment ?? new Models.Comment();
    out.modifierTags.add("@function");
    return out;
  };
}
