export { groupsPlugin } from './plugin';
export {
  addGroupMember,
  addGroupMembers,
  createGroup,
  deleteGroup,
  findCompanyGroup,
  getGroupDetail,
  listEmployeeGroups,
  listGroups,
  removeGroupMember,
  updateGroup,
} from './services/groups';
export { toggleGroupDiagnosis } from './services/group-licences';
export { groupFit } from './services/group-fit';
export { exportOfGroup } from './services/group-export';
export { groupsPersonalData } from './services/personal-data';
export {
  addApplicantToGroup,
  companyHasGroup,
  groupMemberIds,
} from './services/group-member-reads';
