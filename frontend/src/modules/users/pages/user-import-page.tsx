import { userImports } from '@/api/identity/user-imports.ts';
import { paths } from '@/app/paths.ts';
import { ImportScreen } from '@/ui/bulk-import/import-screen.tsx';

/**
 * Users from a spreadsheet. Each row names its channel, so the screen asks for none; the server
 * keeps a manager to their own channel.
 */
export default function UserImportPage() {
  return (
    <ImportScreen
      area={userImports}
      description="Add many users at once from a spreadsheet; each row is checked with the same rules as the user form, and every new user gets an activation email."
      list={{ to: paths.users.list, label: 'User List' }}
      templateFileName="users-import-template.xlsx"
      workbook={{
        label: 'Users workbook',
        hint: "An .xlsx with the template's columns: email, userName, firstName, lastName, channel, roles, products",
      }}
      channels={null}
      note="Channel by name or number; roles and products separated by commas (products by name or module number)."
    />
  );
}
